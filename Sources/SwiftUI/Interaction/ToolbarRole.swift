/// What a toolbar is for: SwiftUI's `ToolbarRole`. On an iPhone `.editor` and `.browser` move
/// the title only on iPad and hide a back button's title; at a scene's root there is no back
/// button, and elsewhere the role is not drawn.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// The role of the toolbar above (see `ToolbarRole`).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
