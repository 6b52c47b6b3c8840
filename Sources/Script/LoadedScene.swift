import SceneGraph
import Timeline

/// A scene file after evaluation: one view per state snapshot and the transactions between them.
public struct LoadedScene: Sendable {
    /// The name of the root view struct, such as `LaunchView`.
    public var viewName: String
    /// `snapshots[0]` is the initial state; `snapshots[i + 1]` the state after
    /// `timeline.transactions[i]`.
    public var snapshots: [SceneGraph.View]
    public var timeline: Timeline

    public init(viewName: String, snapshots: [SceneGraph.View], timeline: Timeline) {
        self.viewName = viewName
        self.snapshots = snapshots
        self.timeline = timeline
    }
}
