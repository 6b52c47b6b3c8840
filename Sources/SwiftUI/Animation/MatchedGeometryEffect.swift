internal import SceneGraph

/// Which parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Gives views with the same `id` in `namespace` one geometry: when one is removed and
    /// another inserted in the same animated change, each moves (and scales) from its own frame
    /// to the other's while they cross-fade. Only `.frame` is matched and `anchor`, `isSource`
    /// are not used; two matched views shown together are each drawn where their layout puts them.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        var hasher = Hasher()
        hasher.combine(namespace)
        hasher.combine(AnyHashable(id))
        let matched = hasher.finalize()
        return modifier(
            SceneModifier { content, context in
                if properties != .frame {
                    context.graph.warn(
                        "'matchedGeometryEffect' matches the whole frame in Zoetrope; 'properties' is not used")
                }
                return content.modified(.matchedGeometry(id: matched))
            })
    }
}
