internal import Geometry
internal import SceneGraph

/// Moves a view `amount` times its own width or height towards `edge`: the built-in `Transition`
/// bodies' move, for a body applied to other content (`Transition.apply(content:phase:)`).
/// A drawing effect whose numbers interpolate, so that a transition through these bodies
/// moves as `.move(edge:)` does.
struct EdgeShiftEffect: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var edge: Edge
    var amount: Double

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        // The shift in sizes along each axis: one function for every edge, so that the bodies
        // of two phases with different edges (a slide's) interpolate.
        let (x, y): (Double, Double) =
            switch edge {
            case .top: (0, -amount)
            case .bottom: (0, amount)
            case .leading: (-amount, 0)
            case .trailing: (amount, 0)
            }
        return content.modified(
            .geometryEffect(id: Self.id, data: [x, y]) { data, size in
                let (x, y) = data.count == 2 ? (data[0], data[1]) : (0, 0)
                return ProjectiveTransform(.translation(x: x * size.width, y: y * size.height))
            })
    }

    /// Identifies the function (a translation by the numbers times the size).
    private static let id: Int = {
        var hasher = Hasher()
        hasher.combine("EdgeShiftEffect")
        return hasher.finalize()
    }()
}
