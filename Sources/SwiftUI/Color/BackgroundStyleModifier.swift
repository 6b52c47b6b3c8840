internal import SceneGraph

// `.backgroundStyle(_:)`: the style `.background` paints with below it — what `.background()`
// with no argument fills and what `Rectangle().fill(.background)` paints (iOS 16).

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.backgroundStyle(_:)` set above; nil: the system background (white; black in
    /// dark mode).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// The style `.background` paints with in this view: `.background()` with no argument and
    /// shapes filled with `.background`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Paints the view's frame with the background style (`.backgroundStyle(_:)`, else the
    /// system background), behind the view, extended into the safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
