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
        /// For text in styled runs (`TextLayout(runs:…)`), the line's stretches in one run each,
        /// left to right; empty for text in one style.
        public var pieces: [Piece] = []

        public init(text: String, run: GlyphRun, origin: Point, pieces: [Piece] = []) {
            self.text = text
            self.run = run
            self.origin = origin
            self.pieces = pieces
        }

        /// The line's box in the layout: its advance wide, `run.lineHeight` tall, the baseline
        /// `lineGap / 2 + ascent` below its top.
        public var frame: Rect {
            Rect(
                x: origin.x, y: origin.y - run.lineGap / 2 - run.ascent, width: run.advance,
                height: run.lineHeight)
        }
    }

    /// A stretch of a line in one styled run.
    public struct Piece: Sendable, Equatable {
        /// The index of its run in the layout's runs.
        public var run: Int
        /// Its glyphs, from its own origin on the line's baseline (raised by the run's baseline
        /// offset).
        public var glyphs: GlyphRun
        /// Where it starts, in points from the line's origin.
        public var x: Double
        /// The run's font size.
        public var fontSize: Double
    }
}
