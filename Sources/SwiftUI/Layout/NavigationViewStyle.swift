/// How a `NavigationView` arranges its views: iOS 13's `NavigationViewStyle`, deprecated and
/// still compiled by iOS 17. On an iPhone in portrait, the screen Zoetrope renders, every style
/// shows one column, a stack, so the style changes nothing that is drawn.
public protocol NavigationViewStyle {}

/// One view at a time: `.stack`.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The platform's choice (a stack on an iPhone): `.automatic`.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns side by side where there is room (a stack on an iPhone in portrait): `.columns`.
public struct ColumnsNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// iOS 13's name for the columns style.
public typealias DoubleColumnNavigationViewStyle = ColumnsNavigationViewStyle

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
    public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

extension View {
    /// The style of the navigation views below; every style is a stack on an iPhone in portrait.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
