import Foundation

/// Draws PDF documents in code: UIKit's `UIGraphicsPDFRenderer`. The closure runs on a context
/// of the page's size, as on iOS, so its drawing code works; a render writes no PDF, so the
/// document's data is empty and the scene warns once at the line that asked for it.
public class UIGraphicsPDFRenderer {
    public let format: UIGraphicsPDFRendererFormat
    /// The default page's rectangle, in points.
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat()) }

    /// The PDF the closure draws: empty, with a warning (see the type).
    public func pdfData(
        actions: (UIGraphicsPDFRendererContext) -> Void, line: Int = #line, column: Int = #column
    ) -> Data {
        run(actions, line: line, column: column)
        return Data()
    }

    /// Writes the PDF the closure draws to `url`: nothing is written (a scene writes no files).
    public func writePDF(
        to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void, line: Int = #line,
        column: Int = #column
    ) throws {
        run(actions, line: line, column: column)
    }

    private func run(_ actions: (UIGraphicsPDFRendererContext) -> Void, line: Int, column: Int) {
        RuntimeWarning.emit(
            "'UIGraphicsPDFRenderer' is not drawn: Zoetrope writes no PDF, so its data is empty", line: line,
            column: column)
        let image = UIGraphicsImageRenderer(bounds: bounds, format: UIGraphicsImageRendererFormat())
        _ = image.image(actions: { context in actions(UIGraphicsPDFRendererContext(image: context, bounds: bounds)) })
    }
}

/// The settings of a PDF renderer: the document's info dictionary.
public class UIGraphicsPDFRendererFormat {
    public var documentInfo: [String: Any] = [:]
    public init() {}
    public class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a `UIGraphicsPDFRenderer` hands its drawing closure: the context of the current page.
public class UIGraphicsPDFRendererContext {
    let image: UIGraphicsImageRendererContext
    /// The page's rectangle, in points.
    public let pdfContextBounds: CGRect

    init(image: UIGraphicsImageRendererContext, bounds: CGRect) {
        self.image = image
        pdfContextBounds = bounds
    }

    /// The context, in points with UIKit's origin at the top left.
    public var cgContext: CGContext { image.cgContext }

    /// Starts a new page of the default size (drawn over the last: no pages are kept).
    public func beginPage() {}

    /// Starts a new page of `bounds` (drawn over the last: no pages are kept).
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {}

    public func fill(_ rect: CGRect) { image.fill(rect) }
    public func stroke(_ rect: CGRect) { image.stroke(rect) }
    public func clip(to rect: CGRect) { image.clip(to: rect) }

    /// A link to `url` over `rect` (a PDF's; none is written).
    public func setURL(_ url: URL, for rect: CGRect) {}
}
