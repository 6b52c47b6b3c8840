internal import SceneGraph

/// Where a view is being lowered: its place in the tree (its identity), the graph that keeps
/// state across evaluations (and the scene's runtime), and the environment its ancestors set.
struct LoweringContext {
    let graph: ViewGraph
    var path: ViewPath
    var environment: EnvironmentValues
    /// The innermost custom view (one with a body) around this place, named in messages (its
    /// type, not its name: naming a type costs more than the lowering that keeps it).
    var customView: Any.Type?
    /// The content a custom `ViewModifier`'s `body(content:)` wraps, innermost last.
    var modifierContents: [Lowered] = []

    /// The runtime of the scene being lowered.
    var runtime: SceneRuntime { graph.runtime }

    /// The context of a child at `element`.
    func child(_ element: ViewPath.Element) -> LoweringContext {
        var copy = self
        copy.path = path.appending(element)
        return copy
    }

    /// The context of the child at `index` among its siblings.
    func child(_ index: Int) -> LoweringContext { child(.index(index)) }
}

/// A view's identity: the path of positions, types and explicit ids from the root to it.
struct ViewPath: Hashable {
    enum Element: Hashable {
        /// The position among siblings (a builder block's statements, a modifier's content).
        case index(Int)
        /// The type of a custom view, so that another view at the same place is another view.
        case type(ObjectIdentifier)
        /// A `ForEach` element's id or `.id(_:)`.
        case id(AnyHashable)
        /// A named part of a view (an overlay, a background, a mask).
        case part(String)
    }

    private(set) var elements: [Element] = []

    /// The deepest place lowered (elements of a path): four per level of the deepest tree
    /// SceneGraph lays out (512 views and modifiers), each level being a view, its body and its
    /// place among its siblings.
    static let maximumDepth = 4 * LayoutEngine.maximumDepth

    func appending(_ element: Element) -> ViewPath {
        var copy = self
        copy.elements.append(element)
        return copy
    }
}
