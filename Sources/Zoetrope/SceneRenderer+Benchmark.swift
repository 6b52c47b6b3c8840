import Dispatch
import Raster

extension SceneRenderer {
    /// The frame at scene time `t`, drawn on one thread as each frame of ``frames(at:)`` is, with the
    /// seconds spent blending the render trees into a display list and rasterizing it (static layer
    /// copy included). The pixels are those of ``frame(at:)``.
    public func timedFrame(at t: Double) -> (image: PixelBuffer, displayListSeconds: Double, rasterizeSeconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let list = displayList(at: t)
        let listed = DispatchTime.now().uptimeNanoseconds
        let image = rasterize(list, using: Renderer(threads: 1))
        let drawn = DispatchTime.now().uptimeNanoseconds
        return (image, Double(listed - start) / 1e9, Double(drawn - listed) / 1e9)
    }
}
