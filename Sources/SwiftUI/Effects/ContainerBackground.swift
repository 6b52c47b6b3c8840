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
    /// list's own background over it, as on iOS 18); for `.widget`, the widget's, behind the
    /// view and the widget's 16-point content margins around it.
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
        return modifier(
            SceneModifier { lowered, context in
                if container == .widget {
                    let margin = ContainerBackgroundPlacement.widgetMargin
                    let view = lowerView(
                        background.padding(-margin), in: context.child(.part("containerBackground")))
                    return lowered.modified(.background(view.view, alignment: alignment.engine))
                }
                let view = lowerView(
                    background.ignoresSafeArea(), in: context.child(.part("containerBackground")))
                return NavigationBar.withTrait(NavigationBar.containerBackgroundTrait, view.view, on: lowered)
            })
    }
}

extension ContainerBackgroundPlacement {
    /// The margins a widget keeps around its content (iOS 17's default content margins for the
    /// home screen's widgets, an estimate: 16 points, as the small and medium families show).
    static let widgetMargin: CGFloat = 16
}
