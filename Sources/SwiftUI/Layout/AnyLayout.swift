internal import SceneGraph

/// Any layout, its type erased: switching a container from one layout to another
/// (`AnyLayout(HStackLayout())` to `AnyLayout(VStackLayout())`) keeps its subviews, which move
/// (and animate, inside `withAnimation`) to their new places.
public struct AnyLayout: Layout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { self = any } else { self.layout = layout }
    }

    /// The wrapped layout's cache, its type erased.
    public struct Cache {
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The engine's container for the wrapped layout.
    func container(values: [[ObjectIdentifier: Any]]) -> Container {
        func open<L: Layout>(_ layout: L) -> Container { engineContainer(of: layout, values: values) }
        return open(layout)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func open<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return open(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func open<L: Layout>(_ layout: L) {
            guard var value = cache.value as? L.Cache else { return cache = makeCache(subviews: subviews) }
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        open(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func open<L: Layout>(_ layout: L) -> ViewSpacing {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            return layout.spacing(subviews: subviews, cache: &value)
        }
        return open(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func open<L: Layout>(_ layout: L) -> CGSize {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
        }
        return open(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func open<L: Layout>(_ layout: L) {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        }
        open(layout)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func open<L: Layout>(_ layout: L) -> CGFloat? {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        }
        return open(layout)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func open<L: Layout>(_ layout: L) -> CGFloat? {
            var value = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = value }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        }
        return open(layout)
    }
}
