/// Where a container background goes: a widget's, a navigation container's (iOS 18).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

extension View {
    /// The background of the container this view is in (a widget, a navigation stack); a
    /// container background is not drawn yet.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    { self }

    /// The background view of the container this view is in; not drawn (see above).
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }

    /// Whether text that does not fit may be set tighter before it is truncated; text that does
    /// not fit is truncated at once here: the tightening is not drawn.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
