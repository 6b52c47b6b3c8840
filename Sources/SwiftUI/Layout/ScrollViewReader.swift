internal import SceneGraph

/// Gives its content a proxy that scrolls the scroll views inside: SwiftUI's
/// `ScrollViewReader`. It lays out as its content does; after `proxy.scrollTo(id)` (in
/// `onAppear`, a task, a scheduled closure, `withAnimation` to animate it) the scroll views
/// inside are drawn scrolled to the view with that id (`.id(_:)` or a `ForEach` element's).
public struct ScrollViewReader<Content: View>: View {
    var content: (ScrollViewProxy) -> Content
    /// Where the scene wrote it, for the warning of a navigation bar drawn over scrolled content.
    var location: SourceLocation

    public init(
        line: Int = #line, column: Int = #column, @ViewBuilder content: @escaping (ScrollViewProxy) -> Content
    ) {
        self.content = content
        location = SourceLocation(line: line, column: column)
    }

    public var body: Never { neverBody("ScrollViewReader") }
}

extension ScrollViewReader: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let box = context.graph.box(context.path, "scrollTarget") { ScrollTargetBox() }
        var inner = context.child(0)
        inner.environment[ScrollReaderTargetKey.self] = ScrollReaderTarget(
            id: box.id, anchor: box.anchor, key: context.graph.geometryKey(context.path))
        var lowered = lowerView(content(ScrollViewProxy(box: box)), in: inner)
        // Scrolled content runs under the navigation bar, which then leaves its scroll edge.
        if box.id != nil { lowered = NavigationBar.withTrait(NavigationBar.scrolledTrait, location, on: lowered) }
        return lowered
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content to a view by its id.
public struct ScrollViewProxy {
    let box: ScrollTargetBox

    /// Scrolls to the view whose id is `id` (`.id(_:)`, or a `ForEach` element's), putting its
    /// `anchor` on the scroll view's (nil: the least scrolling that shows it), never past the
    /// content's ends.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        box.id = AnyHashable(id)
        box.anchor = anchor
    }
}

/// Where a reader's scroll views are scrolled to, kept with the reader's other state.
final class ScrollTargetBox {
    var id: AnyHashable?
    var anchor: UnitPoint?
}

/// The scroll target of the enclosing `ScrollViewReader`, for its scroll views and the view
/// with the id.
struct ScrollReaderTarget {
    var id: AnyHashable?
    var anchor: UnitPoint?
    /// The key the view with the id reports its frame under.
    var key: Int

    /// `lowered` reporting its frame when `id` is the target's.
    static func mark(_ lowered: Lowered, id: AnyHashable, in context: LoweringContext) -> Lowered {
        guard let target = context.environment[ScrollReaderTargetKey.self], target.id == id else { return lowered }
        return lowered.modified(.reportsFrame(key: target.key))
    }
}

struct ScrollReaderTargetKey: EnvironmentKey {
    static var defaultValue: ScrollReaderTarget? { nil }
}
