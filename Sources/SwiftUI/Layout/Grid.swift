// Grids are declared so that a scene using them reads their name in the error; SceneGraph has
// no grid layout yet.

/// A column or row of a lazy grid.
@available(*, unavailable, message: "'GridItem' is not supported by Zoetrope yet")
public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

@available(*, unavailable, message: "'LazyVGrid' is not supported by Zoetrope yet")
public struct LazyVGrid<Content: View>: View {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { neverBody("LazyVGrid") }
}

@available(*, unavailable, message: "'LazyHGrid' is not supported by Zoetrope yet")
public struct LazyHGrid<Content: View>: View {
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { neverBody("LazyHGrid") }
}

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
