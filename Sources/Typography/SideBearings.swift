/// Room added before and after one character's glyph, in ems (negative: room taken away).
public struct SideBearings: Hashable, Sendable {
    /// Added before the glyph: it moves the glyph and everything after it.
    public var left: Double
    /// Added after the glyph: it moves everything after it.
    public var right: Double

    public init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }
}
