// A menu's indicator and the order of its items. iOS draws a menu's button without an indicator
// by default; the order shows only once the menu is open, never at rest.

extension View {
    /// Whether menus below show an indicator after their label: `.visible` draws the up-down
    /// chevron a menu picker has; `.hidden` and `.automatic` draw none, as iOS draws a menu's
    /// button by default.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(MenuIndicatorModifier(visibility: visibility))
    }

    /// The order of the items of menus below: seen only once a menu is open, never at rest.
    public func menuOrder(_ order: MenuOrder) -> some View { self }
}

/// Menus below show their indicator when `visibility` is `.visible`.
struct MenuIndicatorModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let visibility: Visibility
    func apply(to environment: inout EnvironmentValues) { environment.menuIndicatorVisibility = visibility }
}

private struct MenuIndicatorKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether menus show an indicator (`.menuIndicator(_:)`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

/// The order of a menu's items: SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}
