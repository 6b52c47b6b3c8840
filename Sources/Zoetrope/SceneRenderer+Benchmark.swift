import Dispatch
import Raster

/// The seconds one frame took in each stage of rendering.
public struct FrameTiming: Sendable {
    /// Blending the render trees at the frame's time into a display list.
    public var displayListSeconds: Double
    /// Rasterizing the list (restoring the canvas from the static layer included).
    public var rasterizeSeconds: Double
}

extension SceneRenderer {
    /// Renders the frames at `times` one after another on one thread, reusing one frame buffer as
    /// each worker of ``renderFrames(at:consume:)`` does, and returns each frame's timing.
    public func timedFrames(at times: [Double]) -> [FrameTiming] {
        let renderer = workerRenderer()
        var canvas = FrameCanvas(width: settings.pixelWidth, height: settings.pixelHeight)
        return times.map { t in
            let start = DispatchTime.now().uptimeNanoseconds
            let list = displayList(at: t)
            let listed = DispatchTime.now().uptimeNanoseconds
            draw(list, into: &canvas, using: renderer)
            let drawn = DispatchTime.now().uptimeNanoseconds
            return FrameTiming(
                displayListSeconds: Double(listed - start) / 1e9, rasterizeSeconds: Double(drawn - listed) / 1e9)
        }
    }
}
