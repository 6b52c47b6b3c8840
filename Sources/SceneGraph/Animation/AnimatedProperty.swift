/// One animated number of one node — or a transition or animator acting on it — and every
/// time it moves: what `zoetrope timeline` charts.
public struct AnimatedProperty: Equatable, Sendable {
    /// One movement of the property.
    public struct Change: Equatable, Sendable {
        /// The transaction that causes it; nil for an animator's play.
        public var transaction: Int?
        /// Scene time at which it starts, in seconds.
        public var start: Double
        /// Scene time at which it has arrived; nil when it never ends.
        public var end: Double?
        /// The value before and after (colours gamma-encoded 0…1, angles in degrees); nil for
        /// transitions and animators.
        public var from: Double?
        public var to: Double?
        /// How it moves, as SwiftUI code: `easeInOut(duration: 1)`, `immediate`,
        /// `.scale with linear(duration: 1)`, `keyframes`, `phases, cycling`.
        public var timing: String
    }

    /// The node, by its place in the view tree.
    public var node: NodeID
    /// What the node draws: `Circle`, `Text "Devyan"`, `group`.
    public var view: String
    /// The property: `offset.x`, `trim.to`, `multiply.alpha`, `frame.width`,
    /// `transition.insertion`, `keyframes.scale`, `phase`.
    public var name: String
    public var changes: [Change]
}
