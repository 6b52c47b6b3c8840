/// What a view says of itself as a grid cell, read through its modifiers (the outermost of
/// each kind).
struct GridCellTraits {
    var columns: Int?
    var columnAlignment: HorizontalLayoutAlignment?
    var anchor: RelativePoint?
    var unsizedHorizontally = false
    var unsizedVertically = false

    init(_ view: ViewNode) {
        var unsized: (Bool, Bool)?
        var current = view
        while case .modified(let inner, let modifier) = current {
            if case .gridCell(let trait) = modifier {
                switch trait {
                case .columns(let n): columns = columns ?? n
                case .columnAlignment(let a): columnAlignment = columnAlignment ?? a
                case .anchor(let a): anchor = anchor ?? a
                case .unsizedAxes(let h, let v): unsized = unsized ?? (h, v)
                }
            }
            current = inner
        }
        (unsizedHorizontally, unsizedVertically) = unsized ?? (false, false)
    }
}
