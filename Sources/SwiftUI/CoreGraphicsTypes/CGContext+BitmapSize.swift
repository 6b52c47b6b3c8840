extension CGContext {
    /// The most pixels an image drawn in code may have (4096 × 4096, 64 MB): a full iPhone
    /// screen at 3x is 3 million.
    static let maximumPixels = 4096 * 4096

    /// The pixel size and scale of an image of `size` points at `scale` pixels a point (a
    /// scale that is not a positive number counts as 1). An image of more than
    /// `maximumPixels` is drawn at a lower scale, so that a size from a bad computation draws
    /// coarsely rather than exhausting the scene's memory, with a warning.
    static func bitmapSize(
        _ size: CGSize, scale: Double, line: Int, column: Int
    ) -> (width: Int, height: Int, scale: Double) {
        var s = scale.isFinite && scale > 0 ? scale : 1
        let w = Double(size.width)
        let h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return (0, 0, s) }
        let area = w * s * h * s
        if area > Double(maximumPixels) {
            s *= (Double(maximumPixels) / area).squareRoot()
            RuntimeWarning.emit(
                "an image of \(Int(w)) × \(Int(h)) points at scale \(scale) is more than \(maximumPixels) pixels; "
                    + "it is drawn at scale \((s * 1000).rounded() / 1000)", line: line, column: column)
        }
        return (
            max(0, min(16384, Int((w * s).rounded(.up)))), max(0, min(16384, Int((h * s).rounded(.up)))), s
        )
    }
}
