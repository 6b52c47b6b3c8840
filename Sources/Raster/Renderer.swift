/// Rasterizes display lists into pixel buffers, splitting the canvas into fixed bands that
/// run in parallel; the result does not depend on the thread count.
public struct Renderer: Sendable {
    public var threads: Int

    /// `threads`: how many bands may render at once (at least 1).
    public init(threads: Int) { self.threads = max(1, threads) }

    public func render(_ list: DisplayList, width: Int, height: Int, background: Color = .clear) -> PixelBuffer {
        // TODO(helper A): rasterize.
        PixelBuffer(width: width, height: height, fill: background)
    }
}
