internal import SceneGraph

/// The menu a tap on the navigation title opens: SwiftUI's `ToolbarTitleMenu`, written in a
/// `.toolbar`. The menu opens only on a tap, never at rest; what a render shows is the inline
/// title's chevron, which tells a person the title opens a menu (a large title has none until
/// it collapses into the inline one, as on iOS).
public struct ToolbarTitleMenu<Content: View>: View, CustomizableToolbarContent {
    let content: Content

    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { neverBody("ToolbarTitleMenu") }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu of the app's commands.
    public init() { content = EmptyView() }
}

extension ToolbarTitleMenu: PrimitiveView {
    /// No view: the title menu is a mark the navigation bar reads from its items.
    func lower(in context: LoweringContext) -> Lowered {
        NavigationBar.item(Lowered(.empty), placement: .titleMenu)
    }
}

extension ToolbarItemPlacement {
    /// The title menu's place: no item is drawn there; the inline title gets a chevron.
    static let titleMenu = ToolbarItemPlacement(name: "titleMenu")
}

extension View {
    /// The menu a tap on the navigation title opens (see `ToolbarTitleMenu`): the inline title
    /// is drawn with its chevron.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar(line: 0, column: 0) { ToolbarTitleMenu(content: content) }
    }
}
