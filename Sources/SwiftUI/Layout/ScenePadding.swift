/// The padding that spaces a view from the scene it is in: SwiftUI's `ScenePadding`, added
/// with `.scenePadding(_:edges:)`.
///
/// On an iPhone both kinds are 16 points, the standard spacing of the platform: what
/// `.padding()` adds, and UIKit's system minimum layout margins of a full-width view controller
/// on a 6.1-inch iPhone (16 pt leading and trailing). Apple publishes no figure for scene
/// padding on iOS (its documentation describes the Mac's and the watch's), and it was not
/// measured on a device here: the value is that standard spacing.
public struct ScenePadding: Equatable, Sendable {
    /// The points added on each edge asked for.
    let length: CGFloat

    /// The least padding a scene's root view takes.
    public static let minimum = ScenePadding(length: Padding.defaultLength)

    /// The padding that lines content up with a navigation bar's.
    public static let navigationBar = ScenePadding(length: Padding.defaultLength)
}

extension View {
    /// Adds the scene's padding (16 points on an iPhone) on each of `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Adds `padding` on each of `edges`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
