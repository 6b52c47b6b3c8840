/// Whether choosing a menu's action closes the menu: SwiftUI's `MenuActionDismissBehavior`.
/// A menu is never open in a render, so every behaviour draws the same.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// Whether the menus' actions below close their menu (seen only once a menu is open).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
