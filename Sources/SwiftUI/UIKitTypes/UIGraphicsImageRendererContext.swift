/// What a `UIGraphicsImageRenderer` hands its drawing closure: the Core Graphics context and a
/// few UIKit-style fills in the current fill colour (`UIColor.setFill()`).
public class UIGraphicsImageRendererContext {
    /// The context, in points with UIKit's origin at the top left.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    public var currentImage: UIImage { UIImage(drawn: cgContext.pixels(), scale: cgContext.scale) }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
