internal import SceneGraph

/// Gives its content a proxy that scrolls the scroll views inside: SwiftUI's
/// `ScrollViewReader`. It lays out as its content does.
public struct ScrollViewReader<Content: View>: View {
    var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { neverBody("ScrollViewReader") }
}

extension ScrollViewReader: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerView(content(ScrollViewProxy()), in: context.child(0))
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content to a view by its id.
public struct ScrollViewProxy {
    /// Scrolls to the view whose id is `id`, putting its `anchor` on the scroll view's (nil: the
    /// least scrolling that shows it). Zoetrope draws scroll views at their start and does not
    /// move them yet: it warns once at this line.
    public func scrollTo<ID: Hashable>(
        _ id: ID, anchor: UnitPoint? = nil, line: Int = #line, column: Int = #column
    ) {
        RuntimeWarning.emit(
            "'scrollTo' is not applied by Zoetrope yet: the scroll view is drawn at its start", line: line,
            column: column)
    }
}
