import Timeline

/// `.transaction(_:)`: scene code that changes the transaction of the changes below it, given
/// the animation they would otherwise have.
public struct TransactionTransform: Hashable, Sendable {
    /// The transaction as the code left it.
    public struct Result: Sendable {
        /// The animation of the changes below (nil: at once).
        public var animation: AnimationTiming?
        /// True when the `.animation(_:value:)` modifiers below are not to replace it.
        public var disablesAnimations: Bool

        public init(animation: AnimationTiming?, disablesAnimations: Bool) {
            self.animation = animation
            self.disablesAnimations = disablesAnimations
        }
    }

    /// Identifies the modifier (its place in the view tree): two transforms with the same id are
    /// the same one, in snapshots compared for a change.
    public var id: Int
    /// Runs the scene's code on the animation a change would have.
    public var apply: @Sendable (AnimationTiming?) -> Result

    public init(id: Int, apply: @escaping @Sendable (AnimationTiming?) -> Result) {
        self.id = id
        self.apply = apply
    }

    public static func == (a: TransactionTransform, b: TransactionTransform) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
