import Geometry

extension TextLayout {
    /// One laid-out line.
    public struct Line: Sendable, Equatable {
        /// The characters shown: without the line break, without hanging spaces, and ending in
        /// "…" when truncated. Glyph clusters in `run` are UTF-8 offsets in this string.
        public var text: String
        /// The line's glyphs, positioned from its baseline origin.
        public var run: GlyphRun
        /// Where the line's baseline starts, in the layout (alignment included).
        public var origin: Point

        public init(text: String, run: GlyphRun, origin: Point) {
            self.text = text
            self.run = run
            self.origin = origin
        }

        /// The line's box in the layout: its advance wide, `run.lineHeight` tall, the baseline
        /// `lineGap / 2 + ascent` below its top.
        public var frame: Rect {
            Rect(
                x: origin.x, y: origin.y - run.lineGap / 2 - run.ascent, width: run.advance,
                height: run.lineHeight)
        }
    }
}
