/// Side bearings a face adds to the glyphs it shapes, per character, on top of its file's
/// advances, kerning and tracking: how a stand-in font takes another font's room glyph by glyph
/// (`SanFranciscoSpacing`).
///
/// A table is known by its name: two spacings are equal when their names are, so comparing faces
/// (which the font cache does on every lookup) does not compare whole tables.
public struct CharacterSpacing: Hashable, Sendable {
    /// The table's name, unique among tables.
    public let name: String
    /// The side bearings of every character the table does not list, in ems.
    let other: SideBearings
    /// The side bearings per character, in ems.
    let bearings: [Unicode.Scalar: SideBearings]

    init(name: String, other: SideBearings = SideBearings(left: 0, right: 0), bearings: [Unicode.Scalar: SideBearings])
    {
        self.name = name
        self.other = other
        self.bearings = bearings
    }

    /// The file's own spacing.
    public static let none = CharacterSpacing(name: "none", bearings: [:])

    /// Whether the table changes nothing.
    public var isEmpty: Bool { bearings.isEmpty && other.left == 0 && other.right == 0 }

    /// The side bearings added to `scalar`'s glyph, in ems.
    public func bearings(for scalar: Unicode.Scalar) -> SideBearings { bearings[scalar] ?? other }

    public static func == (a: CharacterSpacing, b: CharacterSpacing) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
