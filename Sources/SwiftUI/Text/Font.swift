internal import SceneGraph

/// A font: SwiftUI's `Font` — the Dynamic Type styles and `.system(size:weight:design:)`.
/// The system font is drawn with Inter (InterDisplay from 20 pt); its monospaced design with
/// DejaVu Sans Mono, its serif design with DejaVu Serif, its rounded design with Inter.
public struct Font: Hashable, Sendable {
    var engine: FontRequest

    init(_ engine: FontRequest) { self.engine = engine }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let subheadline = Font(.subheadline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: Double(size), weight: weight?.engine ?? .regular, design: (design ?? .default).engine))
    }

    /// The system font of a Dynamic Type style, in `weight` and `design` if given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font.engine
        if let weight { font.weight = weight.engine }
        if let design { font.design = design.engine }
        return Font(font)
    }

    /// The font named `name` (a PostScript name such as "Avenir-Heavy", a full name or a family)
    /// at `size` points: a `.ttf` or `.otf` file beside the scene or in its assets folder, else
    /// the closest open font for a font iOS ships, else the system font, with a warning at this
    /// line. Text is drawn at the default Dynamic Type size, where `size` is the size.
    public static func custom(_ name: String, size: CGFloat, line: Int = #line, column: Int = #column) -> Font {
        Font.warnAboutCustomFont(name, line: line, column: column)
        return Font(FontRequest.custom(name, size: Double(size)))
    }

    /// The font named `name` at `size` points, scaling with `textStyle` (at the default Dynamic
    /// Type size, where scenes are drawn, `size` itself).
    public static func custom(
        _ name: String, size: CGFloat, relativeTo textStyle: TextStyle, line: Int = #line, column: Int = #column
    ) -> Font {
        custom(name, size: size, line: line, column: column)
    }

    /// The font named `name` at `fixedSize` points, which Dynamic Type does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat, line: Int = #line, column: Int = #column) -> Font {
        custom(name, size: fixedSize, line: line, column: column)
    }

    /// Warns at (`line`, `column`) when `name` is drawn with a stand-in or the system font.
    static func warnAboutCustomFont(_ name: String, line: Int, column: Int) {
        guard SceneRun.current != nil,
            let warning = FontRequest.customFontWarning(named: name, sceneFolder: SceneFolder.current)
        else { return }
        RuntimeWarning.emit(warning, line: line, column: column)
    }

    /// A `UIFont` as a SwiftUI font: its name (or the system font) at its size and weight.
    public init(_ font: UIFont) { self.init(font.engine) }

    /// The Dynamic Type styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A weight of the system font.
    public struct Weight: Hashable, Sendable {
        let engine: FontRequest.Weight
        public static let ultraLight = Weight(engine: .ultraLight)
        public static let thin = Weight(engine: .thin)
        public static let light = Weight(engine: .light)
        public static let regular = Weight(engine: .regular)
        public static let medium = Weight(engine: .medium)
        public static let semibold = Weight(engine: .semibold)
        public static let bold = Weight(engine: .bold)
        public static let heavy = Weight(engine: .heavy)
        public static let black = Weight(engine: .black)
    }

    /// A design of the system font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var engine: FontRequest.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// A width of the system font.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Line spacing of a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = engine
        font.weight = weight.engine
        return Font(font)
    }

    /// This font in italics, slanted as the `.italic()` modifier draws text.
    public func italic() -> Font {
        var font = engine
        font.isItalic = true
        return Font(font)
    }

    /// This font's fixed-width form: the monospaced design at its size and weight.
    public func monospaced() -> Font {
        var font = engine
        font.design = .monospaced
        return Font(font)
    }

    /// This font with figures of one width (its tabular figures), as `.monospacedDigit()` draws
    /// text.
    public func monospacedDigit() -> Font {
        var font = engine
        font.monospacedDigits = true
        return Font(font)
    }

    /// This font in small capitals. The system font's stand-in (Inter) has none, so the text is
    /// drawn in its usual letters, with a warning at this line.
    public func smallCaps(line: Int = #line, column: Int = #column) -> Font {
        RuntimeWarning.emit(
            "'smallCaps()' is drawn without small capitals: the system font's stand-in has none",
            line: line, column: column)
        return self
    }

    /// This font in lowercase small capitals (see `smallCaps()`).
    public func lowercaseSmallCaps(line: Int = #line, column: Int = #column) -> Font {
        smallCaps(line: line, column: column)
    }

    /// This font in uppercase small capitals (see `smallCaps()`).
    public func uppercaseSmallCaps(line: Int = #line, column: Int = #column) -> Font {
        smallCaps(line: line, column: column)
    }

    /// This font in a width (`.condensed`, `.expanded` …). The system font's stand-in (Inter)
    /// has one width, so any other is drawn in the standard width, with a warning at this line.
    public func width(_ width: Width, line: Int = #line, column: Int = #column) -> Font {
        if width != .standard {
            RuntimeWarning.emit(
                "'width(_:)' is drawn in the standard width: the system font's stand-in has no other",
                line: line, column: column)
        }
        return self
    }

    /// This font with tighter or looser lines: a Dynamic Type style's leading 2 pt less
    /// (`.tight`) or more (`.loose`), as Apple's Human Interface Guidelines (Typography) give
    /// the tight and loose leading; a font of a fixed size keeps its own line height.
    public func leading(_ leading: Leading) -> Font {
        var font = engine
        let change: Double =
            switch leading {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        font.leading = font.leading.map { $0 + change }
        return Font(font)
    }
}

extension View {
    /// The font of the text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(SceneModifier { content, _ in weight.map { content.modified(.fontWeight($0.engine)) } ?? content })
    }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(SceneModifier { content, _ in isActive ? content.modified(.fontWeight(.bold)) : content })
    }

    /// The width of the text in this view: the standard width, the only one the system font's
    /// stand-in has (with a warning at this line for any other).
    public func fontWidth(_ width: Font.Width?, line: Int = #line, column: Int = #column) -> some View {
        if let width { _ = Font.body.width(width, line: line, column: column) }
        return self
    }
}

extension Text {
    /// This text in `font`.
    public func font(_ font: Font?) -> Text { styled(font.map { .font($0.engine) }) }

    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled(weight.map { .fontWeight($0.engine) }) }

    /// This text in bold.
    public func bold() -> Text { styled(.fontWeight(.bold)) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { styled(isActive ? .fontWeight(.bold) : nil) }

    /// This text in a width: the standard width (see `View.fontWidth(_:)`).
    public func fontWidth(_ width: Font.Width?, line: Int = #line, column: Int = #column) -> Text {
        if let width { _ = Font.body.width(width, line: line, column: column) }
        return self
    }
}
