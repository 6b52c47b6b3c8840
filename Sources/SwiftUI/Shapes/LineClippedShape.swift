/// A shape's lines clipped by another's filled region (`lineIntersection`, `lineSubtraction`):
/// the parts inside it, or outside it.
struct LineClippedShape<Lines: Shape, Region: Shape>: Shape {
    var lines: Lines
    var region: Region
    var keepsInside: Bool
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let lines = lines.path(in: rect)
        let region = region.path(in: rect)
        return keepsInside
            ? lines.lineIntersection(region, eoFill: eoFill) : lines.lineSubtraction(region, eoFill: eoFill)
    }

    /// Both shapes' numbers, so that a change of either animates the result.
    var animatableData: AnimatablePair<Lines.AnimatableData, Region.AnimatableData> {
        get { AnimatablePair(lines.animatableData, region.animatableData) }
        set {
            lines.animatableData = newValue.first
            region.animatableData = newValue.second
        }
    }
}
