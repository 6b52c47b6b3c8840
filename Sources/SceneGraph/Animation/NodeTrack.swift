import Timeline

/// A node's animatable values through the snapshots in which it is the same view, split by the
/// timeline that blends them (the scene's, or one with implicit animations substituted).
struct NodeTrack: Sendable {
    /// Components blended on one timeline.
    struct Group: Sendable {
        /// Index into the scene's timelines.
        var timeline: Int
        /// Indices into the node's ``RenderNode/animatableData``.
        var components: [Int]
        /// Those components in every snapshot (held before and after the view's run).
        var values: [[Double]]
    }

    var groups: [Group]
    /// True when one group holds every component in order (blending needs no shuffling).
    var isWhole: Bool
    /// Index of the node's run in ``AnimatedScene/runs``.
    var run: Int

    /// The node's values blended at one instant.
    func blend(_ node: inout RenderNode, _ samples: inout TimelineSamples) {
        if isWhole, let group = groups.first {
            node.animatableData = samples.sample(group.timeline).blend(group.values)
            return
        }
        var data = node.animatableData
        for group in groups {
            let blended = samples.sample(group.timeline).blend(group.values)
            for (c, k) in group.components.enumerated() where k < data.count && c < blended.count {
                data[k] = blended[c]
            }
        }
        node.animatableData = data
    }

    /// Adds to `node`'s values (when it has `count` of them, as the track's node has) how far
    /// the track's blended values still are from those of `snapshot`: built anew for a frame,
    /// the node then moves as the track does.
    func addRemainingChanges(to node: inout RenderNode, count: Int, snapshot: Int, _ samples: inout TimelineSamples) {
        var data = node.animatableData
        guard data.count == count else { return }
        for group in groups where group.values.indices.contains(snapshot) {
            let blended = samples.sample(group.timeline).blend(group.values)
            let rest = group.values[snapshot]
            for (c, k) in group.components.enumerated() where k < data.count && c < blended.count && c < rest.count {
                data[k] += blended[c] - rest[c]
            }
        }
        node.animatableData = data
    }
}
