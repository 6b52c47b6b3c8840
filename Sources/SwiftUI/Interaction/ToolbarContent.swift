/// Toolbar items a type of its own builds: `struct EditorToolbar: ToolbarContent { var body:
/// some ToolbarContent { ToolbarItem(…) { … } } }`, used as `.toolbar { EditorToolbar() }`.
///
/// Toolbar items are views here (a `.toolbar`'s content is lowered like a view's, and its items
/// carried up to the navigation bar), so a toolbar content is a view whose body builds items:
/// its `@State` and `@Environment` work as a view's do, and `@ToolbarContentBuilder` is the
/// view builder. The composites a builder makes (several items, `if`, `ForEach`, `Group`) are
/// toolbar content too. Every file that compiles for iOS compiles; so do a few that iOS refuses
/// (a plain view in a toolbar content's body).
public protocol ToolbarContent: View {}

/// Toolbar content whose items a person can customize on iPad and the Mac: the same on an iPhone.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content from items: the view builder, since toolbar items are views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension Group: ToolbarContent, CustomizableToolbarContent where Content: View {}
extension ForEach: ToolbarContent, CustomizableToolbarContent where Content: View {}
extension EmptyView: CustomizableToolbarContent {}
extension AnyView: CustomizableToolbarContent {}

extension ToolbarItem where ID == String {
    /// An item a person could hide or move on iPad: on an iPhone it is shown where it is placed.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
    }
}

extension View {
    /// Customizable toolbar items: drawn as `.toolbar { … }` draws them (an iPhone offers no
    /// customization).
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, line: Int = #line, column: Int = #column, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        toolbar(line: line, column: column, content: content)
    }
}
