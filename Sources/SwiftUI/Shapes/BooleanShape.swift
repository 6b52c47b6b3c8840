internal import Geometry

/// Two shapes' filled regions combined (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`): the outline of the result in the frame both shapes fill.
struct BooleanShape<First: Shape, Second: Shape>: Shape {
    var first: First
    var second: Second
    var operation: PathOperation
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        Path(
            first.path(in: rect).engine.combined(
                with: second.path(in: rect).engine, operation, evenOdd: eoFill, tolerance: Path.booleanTolerance))
    }

    /// Both shapes' numbers, so that a change of either animates the result.
    var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}
