import Geometry
import Typography

/// The frame iOS gives an SF Symbol in a layout: its ink with a margin on every side, the ink
/// centred (iOS 15 and later; iOS 13's frame was the ink's width).
///
/// Measured on public snapshot references rendered by iOS 15–26 (docs/sf-symbols.md, "The frame
/// a symbol takes in a layout"): 2.0 pt a side across at 17 pt for most symbols (heart.fill,
/// xmark, tag.fill; 0.11–0.12 em), 1.3–1.5 pt for symbols in a circle (0.08–0.09 em), and 1.0–1.25
/// pt a side down (0.057–0.077 em). The margins are each symbol's own; these are their middles,
/// within about 0.7 pt of every measured frame.
struct SymbolFrame {
    /// The margin a side across, in font sizes.
    static let horizontalMargin = 0.11
    /// The margin a side across of a round symbol, one with `circle` among the parts of its name
    /// (`NAME.circle`, `NAME.circle.fill`, `circle.fill`; not `arrow.2.circlepath`).
    static let circleHorizontalMargin = 0.085
    /// The margin a side down, in font sizes.
    static let verticalMargin = 0.065

    /// The frame's size.
    var size: Size
    /// How far the frame's top is above the baseline.
    var ascent: Double
    /// Where the glyph's origin (its ink's leading edge on the baseline) goes in the frame.
    var glyphOrigin: Point

    /// The frame of `glyph`, drawn at `fontSize` points: its ink (for a symbol left empty, the
    /// ink of the symbol whose room it keeps) and the margins.
    init(_ glyph: SymbolGlyph, fontSize: Double) {
        let isCircled = Self.hasPart(glyph.name, "circle")
        let across = fontSize * (isCircled ? Self.circleHorizontalMargin : Self.horizontalMargin)
        let down = fontSize * Self.verticalMargin
        let ink = glyph.inkBounds
        size = Size(width: glyph.advance + 2 * across, height: ink.height + 2 * down)
        ascent = -ink.minY + down
        glyphOrigin = Point(x: across, y: ascent)
    }

    /// The box of `glyph` as a line of text holds it: one font size tall, as wide as its ink.
    init(lineBoxOf glyph: SymbolGlyph) {
        size = Size(width: glyph.advance, height: glyph.ascent + glyph.descent)
        ascent = glyph.ascent
        glyphOrigin = Point(x: 0, y: glyph.ascent)
    }

    /// Whether one of the dot-separated parts of `name` is `part` (ASCII), compared in UTF-8
    /// bytes: Foundation's String searches go through CFString, a twentieth of a layout's time
    /// where symbols change size every frame.
    private static func hasPart(_ name: String, _ part: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        var name = name
        return name.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                if end - start == wanted.count && bytes[start..<end].elementsEqual(wanted) { return true }
                start = end + 1
            }
            return false
        }
    }
}
