/// How text is set beyond its font: the spacing SwiftUI's text modifiers add and the figures it
/// asks for.
public struct TextOptions: Hashable, Sendable {
    /// Points added after every glyph (`.tracking`, `.kerning`); negative tightens.
    public var tracking: Double
    /// Points added between lines (`.lineSpacing`), not after the last.
    public var lineSpacing: Double
    /// Figures of one width (`.monospacedDigit()`: the font's `tnum` feature).
    public var tabularFigures: Bool

    public init(tracking: Double = 0, lineSpacing: Double = 0, tabularFigures: Bool = false) {
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.tabularFigures = tabularFigures
    }
}
