import Geometry

/// One font file at one size, ready to measure, shape and outline text; thread-safe.
///
/// Get one from a `FontLibrary`. All values are in points; outlines and glyph positions have
/// y growing downward, with the origin on the baseline.
public final class FontFace: @unchecked Sendable {
    /// The size in points (the em square's height).
    public let size: Double
    /// The font file's name, e.g. "InterDisplay-Bold.otf".
    public var fileName: String { typeface.fileName }

    /// The opened file, shared with the file's faces at other sizes.
    let typeface: Typeface
    /// Points per font unit, vertically.
    let scale: Double
    /// Points per font unit, horizontally: `scale` times the adjustment's width factor.
    let xScale: Double
    /// Points per font unit of glyph outlines, vertically: `scale`, or what brings the file's
    /// capitals to the adjustment's cap height when it scales outlines to it.
    let yScale: Double
    /// How this face departs from the file's metrics (identity for most fonts; San Francisco's
    /// room for the system font).
    public let adjustment: FaceAdjustment
    /// Faces at the same size tried in order for characters this face lacks (see `shape(_:)`).
    let fallbacks: [FontFace]

    init(typeface: Typeface, size: Double, fallbacks: [FontFace] = [], adjustment: FaceAdjustment = .identity) {
        self.typeface = typeface
        self.size = size
        self.scale = size / typeface.unitsPerEm
        self.xScale = scale * adjustment.widthFactor
        if adjustment.scalesOutlinesToCapHeight, let capHeight = adjustment.capHeight, typeface.capHeight > 0 {
            self.yScale = capHeight * size / typeface.capHeight
        } else {
            self.yScale = scale
        }
        self.adjustment = adjustment
        self.fallbacks = fallbacks
    }

    /// Whether `other` draws with the same file at the same size (faces from different libraries
    /// can be distinct objects for the same font).
    func isSameFont(as other: FontFace) -> Bool {
        self === other
            || (typeface.path == other.typeface.path && size == other.size && adjustment == other.adjustment)
    }

    /// The height above the baseline, positive, from the font's horizontal header (or the
    /// adjustment's).
    public var ascent: Double { adjustment.ascent.map { $0 * size } ?? typeface.ascender * scale }

    /// The depth below the baseline, positive, from the font's horizontal header (or the
    /// adjustment's).
    public var descent: Double {
        adjustment.descent.map { $0 * size } ?? (0 - typeface.descender) * scale  // 0 − x: never −0.0
    }

    /// The extra space the font asks for between lines (or the adjustment's).
    public var lineGap: Double { adjustment.lineGap.map { $0 * size } ?? typeface.lineGap * scale }

    /// The height of capital letters above the baseline (or the adjustment's).
    public var capHeight: Double { adjustment.capHeight.map { $0 * size } ?? typeface.capHeight * scale }

    /// The height of one line: ascent + descent + line gap.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// Whether the face draws colour bitmaps (an emoji font) rather than outlines.
    public var hasColorGlyphs: Bool { typeface.colorStrike != nil }

    /// The colour picture of `glyph` (an id from `shape(_:)`) scaled to this size, its frame
    /// from the glyph origin on the baseline, y down; nil for outline glyphs.
    public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        guard let strike = typeface.colorBitmap(glyph: glyph) else { return nil }
        let pointsPerPixel = size / typeface.colorStrikePixelsPerEm
        let bitmap = strike.bitmap
        return ColorGlyph(
            bitmap: bitmap,
            frame: Rect(
                x: strike.left * pointsPerPixel, y: -strike.top * pointsPerPixel,
                width: Double(bitmap.width) * pointsPerPixel, height: Double(bitmap.height) * pointsPerPixel))
    }

    /// The outline of `glyph` (an id from `shape(_:)`), its origin at the glyph origin on the
    /// baseline, y down; empty for glyphs without ink (a space) and for unknown ids.
    public func path(forGlyph glyph: UInt32) -> Path {
        typeface.outline(glyph: glyph).applying(.scale(x: xScale, y: yScale))
    }
}
