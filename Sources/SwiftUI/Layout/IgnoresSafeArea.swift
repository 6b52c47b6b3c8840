internal import SceneGraph

/// Kinds of safe area: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// Safe-area insets are 0 unless a device preset sets them, so the regions and edges named do
// not change the lowered value.
extension View {
    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SceneModifier(.ignoresSafeArea))
    }

    /// Extends the view into the safe area on `edges`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SceneModifier(.ignoresSafeArea))
    }
}
