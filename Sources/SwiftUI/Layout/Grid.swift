// `Grid` and `GridRow` are declared so that a scene using them reads their name in the error;
// the lazy grids are laid out (LazyVGrid.swift, LazyHGrid.swift).

@available(*, unavailable, message: "'Grid' is not supported by Zoetrope yet")
public struct Grid<Content: View>: View {
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { neverBody("Grid") }
}

@available(*, unavailable, message: "'GridRow' is not supported by Zoetrope yet")
public struct GridRow<Content: View>: View {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { neverBody("GridRow") }
}
