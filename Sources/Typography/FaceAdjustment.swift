/// How a face is set apart from its file's own metrics: advances widened or narrowed, tracked,
/// some characters given more or less room, and line metrics replaced. It is what makes a
/// stand-in font take the room San Francisco takes on iOS (see `SanFranciscoMetrics`); the
/// identity leaves the file's metrics as they are.
public struct FaceAdjustment: Hashable, Sendable {
    /// Every advance, kerning and glyph outline is this many times as wide (1: as designed).
    public var widthFactor: Double
    /// Points added after every glyph the face shapes, as a font's own tracking table does.
    public var tracking: Double
    /// Side bearings added to some characters' glyphs, after the width factor and tracking.
    public var spacing: CharacterSpacing
    /// The height above the baseline, in ems, instead of the file's; nil keeps the file's.
    public var ascent: Double?
    /// The depth below the baseline, in ems, instead of the file's; nil keeps the file's.
    public var descent: Double?
    /// The extra space between lines, in ems, instead of the file's; nil keeps the file's.
    public var lineGap: Double?
    /// The height of capital letters, in ems, instead of the file's; nil keeps the file's.
    public var capHeight: Double?
    /// Whether glyph outlines are drawn as tall as `capHeight` makes the capitals (the file's
    /// outlines scaled vertically by `capHeight` over the file's cap height), so that letters are
    /// as tall as those of the font the face stands in for; false draws them as designed.
    public var scalesOutlinesToCapHeight: Bool

    public init(
        widthFactor: Double = 1, tracking: Double = 0, spacing: CharacterSpacing = .none, ascent: Double? = nil,
        descent: Double? = nil, lineGap: Double? = nil, capHeight: Double? = nil,
        scalesOutlinesToCapHeight: Bool = false
    ) {
        self.widthFactor = widthFactor.isFinite && widthFactor > 0 ? widthFactor : 1
        self.tracking = tracking.isFinite ? tracking : 0
        self.spacing = spacing
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.scalesOutlinesToCapHeight = scalesOutlinesToCapHeight
    }

    /// The file's own metrics.
    public static let identity = FaceAdjustment()
}
