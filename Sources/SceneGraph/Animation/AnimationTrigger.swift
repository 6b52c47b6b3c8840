/// The value an implicit animation or an animator watches (`.animation(_:value:)`,
/// `KeyframeAnimator(…trigger:)`), reduced to a canonical text so that snapshots can be compared:
/// two snapshots with equal keys hold equal values.
public struct AnimationTrigger: Hashable, Sendable, CustomStringConvertible {
    /// The canonical text of the watched value.
    public var key: String

    public init(_ key: String) { self.key = key }

    public var description: String { key }
}
