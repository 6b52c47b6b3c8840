// Layout API SceneGraph has no value for yet, declared so that a scene using it reads its
// name in the error.

/// The edges along the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// The edges along the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

extension View {
    @available(*, unavailable, message: "'safeAreaInset' is not supported by Zoetrope yet")
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View { self }

    @available(*, unavailable, message: "'safeAreaInset' is not supported by Zoetrope yet")
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View { self }

    @available(*, unavailable, message: "'containerRelativeFrame' is not supported by Zoetrope yet")
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
}

@available(*, unavailable, message: "'NavigationSplitView' is not supported by Zoetrope yet")
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    public var body: Never { neverBody("NavigationSplitView") }
}

/// Scrolls the scroll views inside its content; nothing scrolls in a render yet.
@available(*, unavailable, message: "'ScrollViewReader' is not supported by Zoetrope yet")
public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { neverBody("ScrollViewReader") }
}

@available(*, unavailable, message: "'ScrollViewProxy' is not supported by Zoetrope yet")
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
