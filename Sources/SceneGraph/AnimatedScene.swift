import Timeline

/// The render trees of every state snapshot plus the timeline between them; produces the
/// tree presented at any time by additive blending (DESIGN.md §1, §4).
public struct AnimatedScene: Sendable {
    public let timeline: Timeline
    /// `trees[0]` is the initial state; `trees[i + 1]` the state after transaction `i`.
    public let trees: [RenderNode]
    /// For each tree: every node's animatable values across all snapshots.
    private let tracks: [[NodeID: [[Double]]]]

    /// `trees.count` must be `timeline.transactions.count + 1`.
    public init(trees: [RenderNode], timeline: Timeline) {
        self.trees = trees
        self.timeline = timeline
        var index: [[NodeID: RenderNode]] = []
        for tree in trees {
            var nodes: [NodeID: RenderNode] = [:]
            tree.forEach { nodes[$0.id] = $0 }
            index.append(nodes)
        }
        self.tracks = trees.map { tree in
            var perNode: [NodeID: [[Double]]] = [:]
            tree.forEach { node in
                // A node's value in each snapshot; where it is absent or a different kind of
                // node, the nearest earlier value is held (the first one before it appears).
                var series: [[Double]?] = index.map { nodes in
                    guard let other = nodes[node.id], other.isBlendable(with: node) else { return nil }
                    return other.animatableData
                }
                let own = node.animatableData
                var last = series.first(where: { $0 != nil }) ?? own
                for i in series.indices {
                    if let v = series[i] { last = v } else { series[i] = last }
                }
                let values = series.map { $0 ?? own }
                // Skip nodes that never change: they need no blending.
                if values.contains(where: { $0 != own }) { perNode[node.id] = values }
            }
            return perNode
        }
    }

    /// Seconds until the last finite animation ends plus the hold.
    public var duration: Double { timeline.inferredDuration }

    /// The render tree as presented at scene time `t` seconds.
    public func tree(at t: Double) -> RenderNode {
        let model = timeline.modelIndex(at: t) + 1
        let tracks = self.tracks[model]
        guard !tracks.isEmpty else { return trees[model] }
        return Self.blended(trees[model], tracks, timeline.sample(at: t))
    }

    private static func blended(_ node: RenderNode, _ tracks: [NodeID: [[Double]]], _ sample: Timeline.Sample)
        -> RenderNode
    {
        node.mapTree { node in
            guard let values = tracks[node.id] else { return node }
            var node = node
            node.animatableData = sample.blend(values)
            return node
        }
    }
}
