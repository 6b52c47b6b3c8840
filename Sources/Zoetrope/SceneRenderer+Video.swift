import Dispatch
import Foundation
import Media
import Raster

extension SceneRenderer {
    /// Frames waiting for the encoder at most; bounds memory whatever the duration.
    static let queueDepth = 3

    /// Renders every frame and encodes them into an MP4 at `path` (written to a temporary file,
    /// renamed when complete). Frames render in order while the previous ones encode.
    /// `progress` gets (frames done, total); `isCancelled` is polled between frames.
    public func writeVideo(
        to path: String, progress: ((Int, Int) -> Void)? = nil, isCancelled: @escaping () -> Bool = { false }
    ) throws(ZoetropeError) {
        let encoder: VideoEncoder
        do {
            encoder = try VideoEncoder(
                path: path,
                settings: VideoSettings(
                    width: settings.pixelWidth, height: settings.pixelHeight, fps: settings.fps, crf: settings.crf,
                    preset: settings.preset))
        } catch {
            throw .output("error: \(error)")
        }
        let queue = DispatchQueue(label: "zoetrope.encode")
        let slots = DispatchSemaphore(value: Self.queueDepth)
        let failure = FailureBox()
        let total = frameCount
        for index in 0..<total {
            if isCancelled() {
                queue.sync {}
                encoder.cancel()
                throw .interrupted
            }
            if let error = failure.error {
                queue.sync {}
                encoder.cancel()
                throw .output("error: \(error)")
            }
            let image = frame(at: time(ofFrame: index))
            slots.wait()
            queue.async {
                defer { slots.signal() }
                guard failure.error == nil else { return }
                do {
                    try encoder.append(premultipliedRGBA: image.bytes)
                } catch {
                    failure.error = error
                }
            }
            progress?(index + 1, total)
        }
        queue.sync {}
        if let error = failure.error {
            encoder.cancel()
            throw .output("error: \(error)")
        }
        do {
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw .output("error: \(error)")
        }
    }
}

/// The first error raised on the encoding queue.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? {
        get { lock.withLock { stored } }
        set { lock.withLock { if stored == nil { stored = newValue } } }
    }
}
