// TEMPORARY stub (not committed) until the raster branch lands.
extension Path {
    public static func rect(_ r: Rect) -> Path { var p = Path(); p.addRect(r); return p }
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: RoundedCornerStyle) -> Path { rect(r) }
    public static func ellipse(in r: Rect) -> Path { var p = Path(); p.addEllipse(in: r); return p }
    public static func circle(in r: Rect) -> Path { ellipse(in: r) }
    public static func capsule(in r: Rect, style: RoundedCornerStyle) -> Path { rect(r) }
    public func trimmed(from: Double, to: Double) -> Path { self }
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path { self }
}
