/// How an icon is drawn otherwise than its font draws it, to look like the SF Symbol it stands
/// in for (`SymbolTable.adjustments`): its filled shapes outlined, where SF's plain name is an
/// outline and Material has only a filled icon (`house` from `home`), or turned and mirrored,
/// where SF's points another way (`airplane` flies right, Material's `flight` up).
///
/// The fill is made first, on the icon as drawn; then it is turned, then mirrored, both about
/// the middle of its ink, which stays where it was.
struct SymbolAdjustment: Equatable, Sendable {
    /// What becomes of the icon's filled shapes.
    var fill = Fill.asDrawn
    /// Degrees clockwise on screen.
    var turn = 0.0
    /// Mirrored left to right.
    var mirrored = false

    enum Fill: Equatable, Sendable {
        /// As the font draws them.
        case asDrawn
        /// Each shape, and each hole cut in one, drawn as its edge: a line of Material's stroke
        /// (2 grid units, wider or thinner with the weight) just inside the ink. What is too thin
        /// to hold a hollow, a line or a dot (no wider on average than `FontLibrary.thinShape`),
        /// stays filled, a thin hole filled in (the lines cut in a page are drawn as lines), as
        /// does a shape within a hole (an eye's pupil, a camera's lens).
        case outlined
        /// The outermost shapes drawn as their edge, a ring; what is cut out of them drawn filled
        /// inside (Material's filled disc with a person cut out becomes SF's `person.circle`, a
        /// ring with the person inside).
        case ringed
    }

    static let outlined = SymbolAdjustment(fill: .outlined)
    static let ringed = SymbolAdjustment(fill: .ringed)
    static let mirrored = SymbolAdjustment(mirrored: true)

    /// Turned `degrees` clockwise.
    static func turned(_ degrees: Double) -> SymbolAdjustment { SymbolAdjustment(turn: degrees) }

    /// Outlined, then turned `degrees` clockwise.
    static func outlined(turned degrees: Double) -> SymbolAdjustment {
        SymbolAdjustment(fill: .outlined, turn: degrees)
    }
}
