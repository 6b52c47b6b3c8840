// Scrolling, refreshing and row actions: a render does not scroll or swipe, so these modifiers
// are accepted and the view is unchanged.

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Whether the scroll views below scroll: nothing scrolls in a render, so it is drawn the
    /// same; `\.isScrollEnabled` reads it.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { enabled in enabled = enabled && !disabled }
    }

    /// Accepted without effect (a render draws no indicators).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }

    /// Pull to refresh: accepted; nothing is pulled.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Swipe actions of a row: accepted; nothing is swiped.
    public func swipeActions<T: View>(allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// A context menu: accepted; nothing is long-pressed.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// The older context menu, built as a `ContextMenu`: accepted; nothing opens it.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    /// A context menu with a preview: accepted; nothing is long-pressed.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    { self }
}

/// The older description of a context menu (`.contextMenu(ContextMenu { … })`).
public struct ContextMenu<MenuItems: View> {
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether scroll views below may scroll (false under `.scrollDisabled(true)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}
