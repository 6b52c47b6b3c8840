import Foundation

extension SceneRenderer {
    /// Refuses a frame of more than `maxPixels` device pixels.
    static func checkPixels(_ s: RenderSettings) throws(ZoetropeError) {
        let (pixels, overflow) = s.pixelWidth.multipliedReportingOverflow(by: s.pixelHeight)
        guard overflow || pixels > s.maxPixels else { return }
        throw .usage(
            .message(
                "a \(s.pixelWidth)x\(s.pixelHeight) frame has more than \(s.maxPixels) pixels; "
                    + "lower --size or --scale, or raise the limit with --max-pixels"))
    }

    /// Refuses a render longer than `maxDuration` seconds or of more than `maxFrames` frames.
    func checkLength() throws(ZoetropeError) {
        try Self.checkLength(
            duration: duration, settings: settings, isSceneOwn: settings.duration == nil, path: scenePath)
    }

    /// `duration` is the scene's own (a scene error naming `path`) or the `--duration` setting
    /// (a command-line error).
    static func checkLength(
        duration: Double, settings s: RenderSettings, isSceneOwn: Bool, path: String
    ) throws(ZoetropeError) {
        let seconds = String(format: "%.2f", duration)
        if !(duration <= s.maxDuration) {
            let limit = "the limit of \(Self.format(s.maxDuration)) s"
            if isSceneOwn {
                throw .scene(
                    .located(
                        "\(path): error: the scene lasts \(seconds) s, longer than \(limit); render part of it "
                            + "with --duration, or raise the limit with --max-duration\n"))
            }
            throw .usage("--duration \(seconds) is longer than \(limit) (raise it with --max-duration)")
        }
        let frames = (duration * Double(s.fps)).rounded()
        guard frames > Double(s.maxFrames) else { return }
        let count = String(format: "%.0f", frames)
        let what = "\(seconds) s at \(s.fps) fps is \(count) frames, more than the limit of \(s.maxFrames)"
        if isSceneOwn {
            throw .scene(
                .located(
                    "\(path): error: the scene's \(what); render part of it with --duration, lower --fps, "
                        + "or raise the limit with --max-frames\n"))
        }
        throw .usage("\(what); lower --duration or --fps, or raise the limit with --max-frames")
    }

    /// A number of seconds without a needless fraction: 3600, 0.5.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
