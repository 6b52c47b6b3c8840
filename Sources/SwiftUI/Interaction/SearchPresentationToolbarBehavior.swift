/// Whether the bar hides while a person searches: SwiftUI's `SearchPresentationToolbarBehavior`.
/// A search is never presented at rest, so every behaviour draws the same.
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

extension View {
    /// How the bars behave while a search is presented (seen only once someone searches).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}
