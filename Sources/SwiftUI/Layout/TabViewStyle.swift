/// How a `TabView` presents its tabs.
public protocol TabViewStyle {}

/// The tab bar `TabView` draws.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A tab bar that becomes a sidebar on iPad (iOS 18); on an iPhone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

/// Only a tab bar (iOS 18): on an iPhone, the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// Tabs as pages swiped sideways, with page dots (`PageIndexDots`): the selected page fills the
/// tab view, and its index shows at the bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always, even for one page.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    var indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The style of the `TabView`s inside: nil for the tab bar, else how the pages' index shows.
struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension View {
    /// The style of the `TabView`s inside: the tab bar (`.automatic`, `.sidebarAdaptable`,
    /// `.tabBarOnly` on an iPhone) or pages (`.page`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexDisplayMode, (style as? PageTabViewStyle)?.indexDisplayMode)
    }
}

extension EnvironmentValues {
    /// How a paged `TabView` inside shows its index; nil: the `TabView`s draw a tab bar.
    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}
