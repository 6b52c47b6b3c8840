internal import Geometry

// Filling, stroking and clipping with a path in the current context (UIKit drawing), with the
// path's own line.
extension UIBezierPath {
    /// Fills the path with the current fill colour (even-odd when `usesEvenOddFillRule`).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(path.engine.applying(context.state.transform), rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Fills with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and the path's line width, caps, joins
    /// and dashes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.state.line = Geometry::StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: StrokeStyle(lineCap: lineCapStyle).engine.lineCap,
            lineJoin: StrokeStyle(lineJoin: lineJoinStyle).engine.lineJoin, miterLimit: Double(miterLimit),
            dash: dashPattern.map(Double.init), dashPhase: Double(dashPhase))
        context.stroke(path.engine.applying(context.state.transform))
        context.restoreGState()
    }

    /// Strokes with `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Clips the current context's later drawing to the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Dashes: `count` lengths of `pattern` on and off in turn, starting `phase` into them.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { p in (0..<max(0, count)).map { p[$0] } } ?? []
        dashPhase = phase
    }
}
