internal import SceneGraph

/// Kinds of safe area: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// Safe-area insets are 0 unless a device preset (`--device`) sets them. No keyboard is shown,
// so only the container region has insets to ignore.
extension View {
    /// Extends the view into the safe area on `edges`, where its frame reaches the safe area's
    /// edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SceneModifier(.ignoresSafeArea(regions.contains(.container) ? edges.safeAreaEdges : [])))
    }

    /// Extends the view into the safe area on `edges` (the form before iOS 14).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SceneModifier(.ignoresSafeArea(edges.safeAreaEdges)))
    }
}

extension Edge.Set {
    var safeAreaEdges: EdgeSet {
        var edges: EdgeSet = []
        if contains(.top) { edges.insert(.top) }
        if contains(.leading) { edges.insert(.leading) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}
