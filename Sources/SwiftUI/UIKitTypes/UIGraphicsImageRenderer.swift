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
    public func image(
        actions: (UIGraphicsImageRendererContext) -> Void, line: Int = #line, column: Int = #column
    ) -> UIImage {
        let context = makeContext(line: line, column: column)
        UIGraphicsContextStack.push(context.cgContext)
        defer { UIGraphicsContextStack.pop() }
        actions(context)
        return UIImage(drawn: context.cgContext.pixels(), scale: context.cgContext.scale)
    }

    /// The image the closure draws, encoded as PNG.
    public func pngData(
        actions: (UIGraphicsImageRendererContext) -> Void, line: Int = #line, column: Int = #column
    ) -> Data {
        image(actions: actions, line: line, column: column).pngData() ?? Data()
    }

    private func makeContext(line: Int, column: Int) -> UIGraphicsImageRendererContext {
        let b = bounds.standardized
        let size = CGContext.bitmapSize(b.size, scale: Double(format.scale), line: line, column: column)
        let cg = CGContext(
            pixelWidth: size.width, height: size.height, scale: size.scale, flipped: true,
            fill: format.opaque ? .black : .clear)
        if b.minX != 0 || b.minY != 0, b.minX.isFinite, b.minY.isFinite {
            cg.translateBy(x: -b.minX, y: -b.minY)
        }
        return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
}
