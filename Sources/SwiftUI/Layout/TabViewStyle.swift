/// How a `TabView` presents its tabs.
public protocol TabViewStyle {}

/// The tab bar `TabView` draws.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// Tabs as pages swiped sideways, with page dots.
@available(*, unavailable, message: "'PageTabViewStyle' is not supported by Zoetrope yet")
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Hashable, Sendable {
        case automatic, always, never
    }

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

@available(*, unavailable, message: "'PageTabViewStyle' is not supported by Zoetrope yet")
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// The style of the `TabView`s inside; only the default tab bar is drawn.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(SceneModifier { content, _ in content })
    }
}
