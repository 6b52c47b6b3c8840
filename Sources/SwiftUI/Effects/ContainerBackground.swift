internal import SceneGraph

/// Where a container background goes: a widget's, a navigation container's (iOS 18).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

extension View {
    /// The background of the container this view is in: for `.navigation` (and
    /// `.navigationSplitView`), the navigation container's, behind its bars and its content (a
    /// list's own background over it, as on iOS 18); for `.widget`, the widget's, drawn behind the
    /// widget and its content margins (`_WidgetContainer`).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// The background view of the container this view is in (see above).
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return widgetBackground(container, AnyView(ZStack(alignment: alignment) { background }))
            .modifier(
                SceneModifier { lowered, context in
                    // A widget's background is the widget container's (the preference above).
                    guard container != .widget else { return lowered }
                    let view = lowerView(
                        background.ignoresSafeArea(), in: context.child(.part("containerBackground")))
                    return NavigationBar.withTrait(NavigationBar.containerBackgroundTrait, view.view, on: lowered)
                })
    }

    private func widgetBackground(_ container: ContainerBackgroundPlacement, _ view: AnyView) -> some View {
        preference(
            key: WidgetBackgroundKey.self,
            value: container == .widget ? WidgetBackground(view: view, id: 1) : nil)
    }
}
