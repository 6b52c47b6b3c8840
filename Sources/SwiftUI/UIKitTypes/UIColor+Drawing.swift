// A colour as the current context's fill or stroke colour (UIKit drawing).
extension UIColor {
    /// Makes the colour the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes the colour both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
