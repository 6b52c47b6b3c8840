internal import Geometry
internal import Raster

extension CGContext {
    /// What `saveGState` saves: how the next drawing is placed and painted.
    struct GraphicsState {
        /// User space to device pixels.
        var transform: Geometry::AffineTransform
        var fill = RGBAColor.black
        var stroke = RGBAColor.black
        /// The line in user space (width 1, butt caps, miter joins, limit 10, as Core Graphics').
        var line = Geometry::StrokeStyle(
            lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0)
        var alpha = 1.0
        var blendMode = CGBlendMode.normal
        /// Clip outlines in device pixels; drawing shows where all of them cover.
        var clips: [Layer.Clip] = []
        var shadow: Shadow?
        var interpolation = CGInterpolationQuality.default

        init(base: Geometry::AffineTransform) { transform = base }

        /// A shadow in device pixels.
        struct Shadow {
            var color: RGBAColor
            var sigma: Double
            var offset: Point
        }
    }
}
