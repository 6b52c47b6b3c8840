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
    /// Gives views with the same `id` in `namespace` one geometry, so that one replacing the
    /// other moves from where the other was. Zoetrope does not move matched views yet: the view
    /// is drawn where its own layout puts it, and the scene reports a warning.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                // SceneGraph has no hand-off of a removed view's frame to an inserted one yet.
                context.graph.warn(
                    "'matchedGeometryEffect' is not animated by Zoetrope yet: matched views do not move between each other"
                )
                return content
            })
    }
}
