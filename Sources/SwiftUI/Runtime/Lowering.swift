internal import SceneGraph

// Lowering: typed views become SceneGraph view values. Built-in views and modifiers conform to
// `PrimitiveView` / `PrimitiveModifier` and lower themselves; any other view is lowered through
// its `body`, after its `@State` and other dynamic properties are bound to its place in the tree.

/// A built-in view: it lowers itself instead of having a body.
protocol PrimitiveView {
    /// False for a view that only applies a modifier to its content (`ModifiedContent`): it is
    /// not a view of its own for `--max-views`.
    static var countsAsView: Bool { get }
    func lower(in context: LoweringContext) -> Lowered
}

extension PrimitiveView {
    static var countsAsView: Bool { true }
}

/// A built-in modifier: it wraps the lowered content.
protocol PrimitiveModifier {
    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered
}

/// Lowers any view: a built-in one directly, any other through its body.
func lowerView<V: View>(_ view: V, in context: LoweringContext) -> Lowered {
    // A view that contains itself (through its body, a GeometryReader, an AnyView) would lower
    // for ever: past this depth it stops, with an error that names it.
    guard context.path.elements.count <= ViewPath.maximumDepth else {
        let name = context.customView.map { String(describing: $0) } ?? "the root view"
        let declaration = context.customView.map(declarationName(of:))
        SceneRun.current?.fail("views are nested too deeply: does '\(name)' contain itself?", declaration: declaration)
        return Lowered(.empty)
    }
    // Every view (not its modifiers) counts towards `--max-views`; past the limit nothing more
    // is lowered (a ForEach over a million rows stops there), and the evaluation fails.
    let primitive = view as? any PrimitiveView
    if primitive.map({ type(of: $0).countsAsView }) ?? true {
        guard context.graph.countView() else { return Lowered(.empty) }
    }
    if let primitive { return primitive.lower(in: context) }
    // The representables have no body (`Body == Never`), so a view with one is neither: the casts
    // are left to views without a body (the first cast of each type searches every conformance
    // record the process has loaded).
    guard V.Body.self != Never.self else {
        if let representable = view as? any UIViewRepresentable {
            return representable.lowerHosted(in: context)
        }
        if let representable = view as? any UIViewControllerRepresentable {
            return representable.lowerHosted(in: context)
        }
        context.graph.warn("'\(V.self)' has no body and is not a view Zoetrope draws; it is left out")
        return Lowered(.empty)
    }
    var own = context.child(ViewPath.Element.type(ObjectIdentifier(V.self)))
    own.customView = V.self
    // Only the scene's own views have a declaration in its file (a `Circle` has a body too).
    // `_typeName` is what `String(reflecting:)` prints for a type, without its casts.
    if !_typeName(V.self, qualified: true).hasPrefix("SwiftUI.") {
        own.graph.noteCustomView(declarationName(of: V.self), depth: own.path.elements.count)
    }
    own.graph.bindingFailed = false
    DynamicProperties.bind(view, in: own)
    if own.graph.bindingFailed { return Lowered(.empty) }
    return lowerView(view.body, in: own.child(0))
}

/// The name a view type is declared with: its name without generic arguments, which
/// `DeclarationLocator` finds in the scene file.
func declarationName(of type: Any.Type) -> String {
    // What `String(describing:)` prints for a type, without its casts.
    String(_typeName(type, qualified: false).prefix { $0 != "<" })
}

/// Lowers a view of unknown type.
func lowerAny(_ view: any View, in context: LoweringContext) -> Lowered {
    func open<V: View>(_ view: V) -> Lowered { lowerView(view, in: context) }
    return open(view)
}

/// A lowered view with what containers still need to know of it.
struct Lowered {
    var view: ViewNode
    /// The views of a group (`ForEach`, `Group`, a builder with several views): a container
    /// takes them as separate children, and modifiers apply to each. `view` then stacks them
    /// vertically, as SwiftUI does at the root.
    var parts: [Lowered]?
    /// Values containers read from their children (`tag`, `tabItem`, …), by name.
    var traits: [String: Trait] = [:]
    /// A `GridRow`: modifiers apply to each of its cells, as to the views of a group, but it
    /// stays one child of its grid.
    var isGridRow = false
    /// Where a view builder wrote it: its slot in a `TupleView`, then (for the views of an `if`,
    /// a `Group` or a `ForEach` in that slot) its index among them. A stack identifies its
    /// children by it, as SwiftUI does; nil for views no builder placed.
    var slot: [Int]?

    init(_ view: ViewNode) { self.view = view }

    /// The views a container gets from this one: the parts of a group, or the view itself.
    var flattened: [Lowered] {
        guard let parts else { return [self] }
        return parts.flatMap(\.flattened)
    }

    /// A group of views; one view stays itself.
    static func group(_ views: [Lowered]) -> Lowered {
        if views.count == 1 { return views[0] }
        var group = container(.v(alignment: .center, spacing: nil), views)
        group.parts = views.flatMap(\.flattened)
        return group
    }

    /// A stack of `children` (groups among them contribute their parts).
    static func container(_ stack: Container, _ children: [Lowered]) -> Lowered {
        let flat = children.flatMap(\.flattened)
        // Slots identify children only when they all come from one builder (not a heading a
        // navigation view puts above its content, whose slots count from 0 again).
        let bySlot = flat.allSatisfy { $0.slot != nil }
        let views = flat.enumerated().map { position, child -> ViewNode in
            var view = child.view
            if bySlot, let slot = child.slot, case let index = NodeID.index(slot: slot), index != position {
                view = .modified(view, .identity(index))
            }
            return view
        }
        var value = Lowered(.stack(stack, views))
        for child in flat {
            value.traits.merge(child.traits.filter { $0.value.propagates }) { first, _ in first }
        }
        return value
    }

    /// One view for a place that takes one: the view itself, or the parts of a group in a
    /// stack of the given kind.
    func single(in stack: Container) -> Lowered {
        guard let parts else { return self }
        return Lowered.container(stack, parts)
    }

    /// The view wrapped in `modifier`; the parts of a group each get it.
    func modified(_ modifier: ModifierNode) -> Lowered {
        map { .modified($0, modifier) }
    }

    /// The view (each part of a group) transformed by `transform`.
    func map(_ transform: (ViewNode) -> ViewNode) -> Lowered {
        var copy = self
        if isGridRow, case .container(let stack, let cells) = view {
            // Under the identity a cell's place in the row gives it, which stays outermost.
            copy.view = .container(
                stack,
                cells.map { cell in
                    if case .modified(let inner, .identity(let index)) = cell {
                        return .modified(transform(inner), .identity(index))
                    }
                    return transform(cell)
                })
            return copy
        }
        if let parts {
            let changed = parts.map { $0.map(transform) }
            copy = .group(changed)
            copy.parts = changed
            copy.traits = traits
            return copy
        }
        copy.view = transform(view)
        return copy
    }
}

/// A value a modifier attaches for a container above to read (`.tag`, `.tabItem`, …).
struct Trait {
    var value: Any
    /// True when a container passes it on to its own container (a navigation title does;
    /// a tag belongs to the view it is on).
    var propagates: Bool
}
