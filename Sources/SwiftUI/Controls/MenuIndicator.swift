// A menu's indicator and the order of its items. iOS draws a menu's button without an indicator
// by default; the order shows only once the menu is open, never at rest.

extension View {
    /// Whether menus below show an indicator. `.hidden` and `.automatic` are drawn as iOS draws
    /// a menu's button at rest; the chevron `.visible` asks for is not drawn.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// The order of the items of menus below: seen only once a menu is open, never at rest.
    public func menuOrder(_ order: MenuOrder) -> some View { self }
}

/// The order of a menu's items: SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}
