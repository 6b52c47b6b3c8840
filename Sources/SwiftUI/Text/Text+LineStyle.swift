// `Text.LineStyle`: the style of an underline or a strikethrough (`AttributedString`'s
// `underlineStyle` and `strikethroughStyle`, `.underline(pattern:color:)`). Patterns other
// than solid are drawn solid.

extension Text {
    /// How a line under or through text is drawn: its pattern and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// One solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
