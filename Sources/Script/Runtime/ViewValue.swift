import SceneGraph

/// A view with what the interpreter still needs to know about it: `onAppear` actions, the parts
/// of a group, and values containers read from their children (`tabItem`, `tag`,
/// `navigationTitle`).
struct ViewValue: Equatable {
    var view: SceneGraph.View
    /// Actions attached to this view by `onAppear`, in the order written.
    var ownActions: [Value] = []
    /// Actions of the views inside it, in tree order.
    var descendantActions: [Value] = []
    /// The views of a group (`ForEach`, `Group`, a builder with several views): a container
    /// takes them as separate children, and modifiers apply to each. `view` then stacks them
    /// vertically, as SwiftUI does at the root.
    var parts: [ViewValue]?
    /// `.tabItem { … }`: what a TabView shows for this tab.
    var tabItem: [ViewValue]?
    /// `.tag(x)`: which TabView selection shows this view.
    var tag: Value?
    /// `.navigationTitle("…")`, read by the enclosing NavigationView.
    var navigationTitle: String?
    /// `.navigationBarHidden(true)`: the enclosing NavigationView shows no title.
    var hidesNavigationBar = false
    /// A `Divider`, which takes its direction from the stack it ends up in.
    var isDivider = false

    /// Every action, this view's first, then its descendants' in tree order.
    var appearActions: [Value] { ownActions + descendantActions }

    /// The views a container gets from this one: the parts of a group, or the view itself.
    var flattened: [ViewValue] {
        guard let parts else { return [self] }
        var flat = parts.flatMap(\.flattened)
        if !ownActions.isEmpty, !flat.isEmpty { flat[0].ownActions = ownActions + flat[0].ownActions }
        return flat
    }

    /// A group of views; one view stays itself.
    static func group(_ views: [ViewValue]) -> ViewValue {
        if views.count == 1 { return views[0] }
        var group = container(.v(alignment: .center, spacing: nil), views)
        group.parts = views.flatMap(\.flattened)
        return group
    }

    /// A stack of `children` (groups among them contribute their parts); dividers take the
    /// stack's direction.
    static func container(_ stack: Stack, _ children: [ViewValue]) -> ViewValue {
        let flat = children.flatMap(\.flattened)
        let views = flat.map { child -> SceneGraph.View in
            guard child.isDivider, case .h = stack else { return child.view }
            return Divider.reoriented(child.view)
        }
        var value = ViewValue(
            view: .stack(stack, views), ownActions: [], descendantActions: flat.flatMap(\.appearActions))
        value.navigationTitle = flat.lazy.compactMap(\.navigationTitle).first
        value.hidesNavigationBar = flat.contains { $0.hidesNavigationBar }
        return value
    }

    /// One view for a place that takes one: the view itself, or the parts of a group in a
    /// stack of the given kind.
    func single(in stack: Stack) -> ViewValue {
        guard let parts else { return self }
        var value = ViewValue.container(stack, parts)
        value.ownActions = ownActions
        return value
    }

    /// The view wrapped in `modifier`; the parts of a group each get it.
    func modified(_ modifier: Modifier) -> ViewValue {
        var copy = self
        if let parts {
            let modifiedParts = parts.map { $0.modified(modifier) }
            copy = .group(modifiedParts)
            copy.parts = modifiedParts
            copy.ownActions = ownActions
            copy.tabItem = tabItem
            copy.tag = tag
            return copy
        }
        copy.view = .modified(view, modifier)
        return copy
    }
}
