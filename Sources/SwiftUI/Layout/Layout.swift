internal import Geometry
internal import SceneGraph

/// A container's layout, written by the scene: it sizes itself for a proposal from its
/// subviews' sizes, and places them. `MyLayout { … }` lays out its content with it, and
/// `AnyLayout(MyLayout())` can stand for it among other layouts.
///
/// The engine calls a layout while it lays a snapshot out, as often as it needs: with one cache
/// per container per layout (made by `makeCache(subviews:)`), and from the thread drawing the
/// frame, in turn with the scene's other callbacks.
public protocol Layout: Animatable {
    /// What the layout tells its container about itself.
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between its calls for one container.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacings (none without subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// nil: the container has the guides its subviews set, combined as a stack combines them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// A container laying out `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's container view (`MyLayout { … }`).
struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    var body: Never { neverBody("Layout") }
}

extension LayoutContainer: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let children = lowerView(content, in: context.child(0)).flattened
        let container = engineContainer(of: layout, values: children.map(LayoutValues.of))
        return .container(container, children)
    }
}

/// A layout the engine has a container for (the stacks, the grid, `AnyLayout` of one).
protocol BuiltInLayout {
    var engine: Container { get }
}

/// The engine's container for `layout`: a built-in one's own, else the scene's layout adapted.
func engineContainer<L: Layout>(of layout: L, values: [[ObjectIdentifier: Any]]) -> Container {
    if let any = layout as? AnyLayout { return any.container(values: values) }
    if let builtIn = layout as? any BuiltInLayout { return builtIn.engine }
    return Container(SceneLayout(layout, values: values))
}

extension BuiltInLayout {
    /// The engine container's size, for a scene's code calling the layout itself.
    func engineSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        func open<C: ContainerLayout>(_ container: C) -> CGSize {
            let s = subviews.run.measure {
                var cache = try container.makeCache(children: subviews.children)
                return try container.sizeThatFits(
                    proposal: proposal.engine, children: subviews.children, cache: &cache)
            }
            return CGSize(width: s?.width ?? 0, height: s?.height ?? 0)
        }
        return open(engine.layout)
    }

    /// Places the subviews where the engine container puts them.
    func enginePlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        func open<C: ContainerLayout>(_ container: C) {
            let rect = Geometry::Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
            let frames: [Geometry::Rect?] =
                subviews.run.measure { () throws -> [Geometry::Rect?] in
                    var cache = try container.makeCache(children: subviews.children)
                    return try container.placeChildren(
                        in: rect, proposal: proposal.engine, children: subviews.children, cache: &cache)
                } ?? []
            for subview in subviews {
                guard subview.child.position < frames.count, let frame = frames[subview.child.position] else {
                    continue
                }
                subview.place(
                    at: CGPoint(x: frame.minX, y: frame.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: frame.width, height: frame.height))
            }
        }
        open(engine.layout)
    }
}
