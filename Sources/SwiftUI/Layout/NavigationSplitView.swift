internal import SceneGraph

/// Two or three columns side by side on a wide screen: SwiftUI's `NavigationSplitView`. On an
/// iPhone (compact width, every screen Zoetrope renders) iOS collapses it into one navigation
/// stack showing the column it prefers, the sidebar unless `preferredCompactColumn` says
/// otherwise; that column is drawn as `NavigationStack` draws its root.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    var sidebar: Sidebar
    var content: Content?
    var detail: Detail
    var compactColumn: NavigationSplitViewColumn = .sidebar

    public var body: Never { neverBody("NavigationSplitView") }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail())
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail())
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }

    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
}

extension NavigationSplitView {
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(),
            compactColumn: preferredCompactColumn.wrappedValue)
    }
}

extension NavigationSplitView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let column: Lowered
        if compactColumn == .detail {
            column = lowerView(detail, in: context.child(2))
        } else if compactColumn == .content, let content {
            column = lowerView(content, in: context.child(1))
        } else {
            column = lowerView(sidebar, in: context.child(0))
        }
        return NavigationBar.lower(column, in: context)
    }
}

/// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`. A compact
/// split view shows one column whatever it says.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view: SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view sizes its columns when it shows several: SwiftUI's
/// `NavigationSplitViewStyle`. A compact split view shows one column whatever its style.
public protocol NavigationSplitViewStyle {}

/// Columns side by side, the detail narrowed (`.balanced`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail keeps its width, the sidebar over it (`.prominentDetail`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The platform's choice (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// The split views' style: a compact split view shows one column whatever it is.
    public func navigationSplitViewStyle(_ style: some NavigationSplitViewStyle) -> some View { self }

    /// A column's width: a compact split view's one column fills the screen whatever it is.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// A column's widths: a compact split view's one column fills the screen whatever they are.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    { self }
}
