import Foundation

/// Draws images in code: `UIGraphicsImageRenderer(size:).image { ctx in … }` runs the closure
/// on a fresh context of `size` points at the format's scale (UIKit's origin at the top left)
/// and gives its pixels as a `UIImage`, which `Image(uiImage:)` shows at that scale.
public class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    /// The drawn area in points; its origin is at the context's top left.
    let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Whether the renderer makes images with an alpha channel.
    public var allowsImageOutput: Bool { true }

    /// The image the closure draws.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeContext()
        UIGraphicsContextStack.push(context.cgContext)
        defer { UIGraphicsContextStack.pop() }
        actions(context)
        return UIImage(drawn: context.cgContext.pixels(), scale: scale)
    }

    /// The image the closure draws, encoded as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Pixels per point: the format's, or 1 when it is not a positive number.
    private var scale: Double {
        let s = Double(format.scale)
        return s.isFinite && s > 0 ? s : 1
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
        let b = bounds.standardized
        func pixels(_ v: CGFloat) -> Int {
            let p = Double(v) * scale
            guard p.isFinite, p > 0 else { return 0 }
            // Far beyond any screen: a size from a bad computation draws nothing rather than
            // exhausting memory.
            return min(16384, Int(p.rounded(.up)))
        }
        let cg = CGContext(
            pixelWidth: pixels(b.width), height: pixels(b.height), scale: scale, flipped: true,
            fill: format.opaque ? .black : .clear)
        if b.minX != 0 || b.minY != 0, b.minX.isFinite, b.minY.isFinite {
            cg.translateBy(x: -b.minX, y: -b.minY)
        }
        return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
}
