internal import SceneGraph

/// UIKit's font, as SwiftUI code uses it (`UIFont(name: "Avenir-Heavy", size: 18)`,
/// `Font(UIFont.systemFont(ofSize: 14))`). Declared here because `import SwiftUI` brings UIKit's
/// names on iOS. A named font is found where `Font.custom` finds it, when its text is laid out;
/// an unknown name is drawn in the system font with a warning there, so `UIFont(name:size:)`
/// never returns nil (code that force-unwraps it keeps working).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    let engine: FontRequest

    init(_ engine: FontRequest) { self.engine = engine }

    /// The font named `name` (PostScript, full or family name) at `size` points; a stand-in or
    /// the system font is warned about at this line.
    public init?(name fontName: String, size fontSize: CGFloat, line: Int = #line, column: Int = #column) {
        Font.warnAboutCustomFont(fontName, line: line, column: column)
        engine = FontRequest.custom(fontName, size: Double(fontSize))
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(FontRequest(size: Double(fontSize)))
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(FontRequest(size: Double(fontSize), weight: weight.engine))
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(FontRequest(size: Double(fontSize), weight: .bold))
    }

    /// The system font's monospaced design at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(FontRequest(size: Double(fontSize), weight: weight.engine, design: .monospaced))
    }

    /// The system font of a Dynamic Type style, at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(style.font.engine)
    }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(engine.size) }

    /// The name the font was asked for; the system font's is ".SFUI-Regular", as on iOS.
    public var fontName: String { engine.name ?? ".SFUI-Regular" }

    /// The font's family: the part of its name before a style ("Avenir" of "Avenir-Heavy").
    public var familyName: String {
        guard let name = engine.name else { return ".SF UI Text" }
        return name.split(separator: "-").first.map(String.init) ?? name
    }

    /// This font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = engine
        font.size = Double(fontSize)
        return UIFont(font)
    }

    public var description: String { "UIFont(name: \(fontName), size: \(pointSize))" }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.engine == b.engine }
    public func hash(into hasher: inout Hasher) { hasher.combine(engine) }

    /// A weight of the system font, UIKit's numbers (−0.8 ultra light … 0.62 black).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The engine weight nearest this one.
        var engine: FontRequest.Weight {
            let table: [(CGFloat, FontRequest.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// UIKit's Dynamic Type styles.
    public struct TextStyle: Hashable, Sendable {
        let font: Font
        public static let largeTitle = TextStyle(font: .largeTitle)
        public static let title1 = TextStyle(font: .title)
        public static let title2 = TextStyle(font: .title2)
        public static let title3 = TextStyle(font: .title3)
        public static let headline = TextStyle(font: .headline)
        public static let subheadline = TextStyle(font: .subheadline)
        public static let body = TextStyle(font: .body)
        public static let callout = TextStyle(font: .callout)
        public static let footnote = TextStyle(font: .footnote)
        public static let caption1 = TextStyle(font: .caption)
        public static let caption2 = TextStyle(font: .caption2)
    }
}
