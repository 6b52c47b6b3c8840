/// How text is set beyond its font: the spacing SwiftUI's text modifiers add and the figures it
/// asks for.
public struct TextOptions: Hashable, Sendable {
    /// Points added after every glyph (`.tracking`, `.kerning`); negative tightens.
    public var tracking: Double
    /// Points added between lines (`.lineSpacing`), not after the last.
    public var lineSpacing: Double
    /// Figures of one width (`.monospacedDigit()`: the font's `tnum` feature).
    public var tabularFigures: Bool
    /// Where text cut short by its line limit loses its characters (`.truncationMode`).
    public var truncation: Truncation

    /// Where "…" stands for what does not fit: at the end of the last line shown (`.tail`), or, when
    /// the text is shown on one line, at its start (`.head`) or in its middle (`.middle`).
    public enum Truncation: Hashable, Sendable { case head, middle, tail }

    public init(
        tracking: Double = 0, lineSpacing: Double = 0, tabularFigures: Bool = false, truncation: Truncation = .tail
    ) {
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.tabularFigures = tabularFigures
        self.truncation = truncation
    }
}
