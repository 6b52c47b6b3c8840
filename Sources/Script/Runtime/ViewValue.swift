import SceneGraph

/// A view with the `onAppear` actions attached to it and to its descendants.
struct ViewValue: Equatable {
    var view: SceneGraph.View
    /// Actions attached to this view by `onAppear`, in the order written.
    var ownActions: [Value] = []
    /// Actions of the views inside it, in tree order.
    var descendantActions: [Value] = []

    /// Every action, this view's first, then its descendants' in tree order.
    var appearActions: [Value] { ownActions + descendantActions }

    static func container(_ stack: Stack, _ children: [ViewValue]) -> ViewValue {
        ViewValue(
            view: .stack(stack, children.map(\.view)), ownActions: [],
            descendantActions: children.flatMap(\.appearActions))
    }

    func modified(_ modifier: Modifier) -> ViewValue {
        var copy = self
        copy.view = .modified(view, modifier)
        return copy
    }
}
