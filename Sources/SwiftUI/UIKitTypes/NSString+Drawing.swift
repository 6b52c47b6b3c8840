import Foundation
internal import Geometry
internal import Raster
internal import SceneGraph

// Text drawn into the current context with UIKit's string drawing: the font (`.font`, 12-point
// system by default where iOS uses Helvetica 12), colour (`.foregroundColor`, black by default)
// and paragraph alignment of `attributes`, set as a `Text` is.
extension String {
    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(self, attributes ?? [:]).draw(at: point)
    }

    /// Draws the string wrapped to `rect`'s width, from its top, cut at its bottom.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(self, attributes ?? [:]).draw(in: rect)
    }

    /// Draws the string wrapped to `rect`'s width (the options and context are UIKit's).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing(self, attributes ?? [:]).draw(in: rect)
    }

    /// The size of the string on one line in `attributes`' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(self, attributes ?? [:]).size()
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the string on one line with its top left at `point`, in the attributes of its
    /// first character (runs in other attributes take those too).
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: firstAttributes) }

    /// Draws the string wrapped to `rect`'s width, in the attributes of its first character.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }

    /// The size of the string on one line, in the attributes of its first character.
    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }

    private var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}

/// Options of `draw(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// What string drawing measured (UIKit's).
public class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public init() {}
}

/// A string and its attributes as a `Text` drawn into the current context.
struct StringDrawing {
    var text: Text
    var alignment: NSTextAlignment

    init(_ string: String, _ attributes: [NSAttributedString.Key: Any]) {
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color = attributes[.foregroundColor] as? UIColor ?? UIColor.black
        text = Text(verbatim: string).font(Font(font)).foregroundColor(Color(uiColor: color))
        alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = self.size()
        context.draw(
            text.fixedSize().loweredForDrawing(), in: CGRect(origin: point, size: size),
            alignment: LayoutAlignment(horizontal: .leading, vertical: .top))
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (horizontal, textAlignment): (HorizontalLayoutAlignment, TextAlignment) =
            switch alignment {
            case .center: (.center, .center)
            case .right: (.trailing, .trailing)
            case .left, .justified, .natural: (.leading, .leading)
            }
        context.draw(
            text.multilineTextAlignment(textAlignment).fixedSize(horizontal: false, vertical: true)
                .loweredForDrawing(), in: rect, alignment: LayoutAlignment(horizontal: horizontal, vertical: .top))
    }

    /// The text's size on one line.
    func size() -> CGSize {
        let images: any ImageProvider = SceneRun.current?.request.images ?? NoStringImages()
        var engine = LayoutEngine(canvas: Geometry::Size(width: 100_000, height: 100_000), images: images)
        engine.useFonts(ofSceneIn: SceneFolder.current)
        guard let root = try? engine.layout(text.fixedSize().loweredForDrawing()) else { return .zero }
        return CGSize(width: root.frame.width, height: root.frame.height)
    }
}

/// No images: text needs none.
private struct NoStringImages: ImageProvider {
    func image(named name: String) throws -> PixelBuffer {
        throw LayoutError(kind: .notFound, message: "no image named '\(name)'")
    }
}
