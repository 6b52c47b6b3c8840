internal import SceneGraph

/// Where `contentMargins` applies: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The scroll views' content (and, on iOS, their indicators' insets).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll views' content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only: a render draws none, so nothing changes.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The margins the scroll views inside put around their content.
struct ContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension View {
    /// Margins of `insets` on `edges` around the content of the scroll views inside (it scrolls
    /// under them; at rest it starts inside them).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Margins of `length` on `edges` (nil: 16 points, the default padding) around the content
    /// of the scroll views inside.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Margins of `length` on every edge around the content of the scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

extension EnvironmentValues {
    /// The margins the scroll views inside put around their content (`contentMargins`).
    var contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}
