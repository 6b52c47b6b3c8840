internal import SceneGraph

/// A font: SwiftUI's `Font` — the Dynamic Type styles and `.system(size:weight:design:)`.
/// The system font is drawn with Inter (InterDisplay from 20 pt).
public struct Font: Hashable, Sendable {
    var engine: SceneGraph::Font

    init(_ engine: SceneGraph::Font) { self.engine = engine }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: Double(size), weight: weight?.engine ?? .regular))
    }

    /// A weight of the system font.
    public struct Weight: Hashable, Sendable {
        let engine: SceneGraph::Font.Weight
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

    /// A design of the system font (all drawn with Inter for now).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    public func weight(_ weight: Weight) -> Font {
        var font = engine
        font.weight = weight.engine
        return Font(font)
    }
}

extension View {
    /// The font of the text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(SceneModifier { content, _ in font.map { content.modified(.font($0.engine)) } ?? content })
    }

    /// The weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(SceneModifier { content, _ in weight.map { content.modified(.fontWeight($0.engine)) } ?? content })
    }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(SceneModifier { content, _ in isActive ? content.modified(.fontWeight(.bold)) : content })
    }
}

extension Text {
    /// This text in `font`.
    public func font(_ font: Font?) -> Text { styled(font.map { .font($0.engine) }) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled(weight.map { .fontWeight($0.engine) }) }
    public func bold(_ isActive: Bool = true) -> Text { styled(isActive ? .fontWeight(.bold) : nil) }
}
