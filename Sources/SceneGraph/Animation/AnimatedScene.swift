import Timeline

/// The render trees of every state snapshot plus the timeline between them; produces the
/// tree presented at any time (DESIGN.md §1, §4).
///
/// - Values of a view that stays the same view across snapshots blend additively on the
///   timeline; values inside an `.animation(_:value:)` modifier whose value changed in a
///   transaction use that modifier's animation instead of the transaction's.
/// - A view inserted or removed inside an animated transaction transitions in or out
///   (`.transition`, opacity by default); a removed view is drawn from the snapshot before
///   its removal until its transition ends. Views at the same place built by different
///   `if`/`switch` branches, or of a different kind, replace each other the same way.
/// - `KeyframeAnimator` and `PhaseAnimator` contents are rebuilt for every frame.
public struct AnimatedScene: Sendable {
    public let timeline: Timeline
    /// `trees[0]` is the initial state; `trees[i + 1]` the state after transaction `i`.
    public let trees: [RenderNode]
    /// `timelines[0]` is ``timeline``; the others substitute implicit animations for some
    /// transactions.
    let timelines: [Timeline]
    /// For each snapshot, the tracks of its nodes whose values change.
    let tracks: [[NodeID: NodeTrack]]
    /// Every run of snapshots through which a node with changing values is the same view.
    let runs: [NodeRun]
    /// Insertions and removals per node, in transaction order.
    let transitions: [NodeID: [TransitionEvent]]
    /// Child indices that have transition events, per parent (a removed view may leave no node
    /// behind to find it by).
    let transitionChildren: [NodeID: [Int]]
    /// For each snapshot, when each animator in it appeared and was triggered.
    let animatorTimings: [[NodeID: AnimatorTiming]]
    /// Every run of snapshots through which an animator is the same view.
    let animatorRuns: [AnimatorRun]
    /// When every change, transition and animator play ends.
    let ends: [Timeline.ChangeEnd]
    /// Nodes with transitions or animators, and their ancestors: the only places presentation
    /// has to visit.
    let presentedPaths: Set<NodeID>

    /// `trees.count` must be `timeline.transactions.count + 1`.
    public init(trees: [RenderNode], timeline: Timeline) {
        self.trees = trees
        self.timeline = timeline
        var builder = Builder(index: SnapshotIndex(trees: trees, timeline: timeline))
        builder.buildTracks()
        builder.buildTransitions()
        builder.buildAnimatorTimings()
        self.timelines = builder.timelines
        self.tracks = builder.tracks
        self.runs = builder.runs
        self.transitions = builder.transitions
        self.transitionChildren = builder.transitionChildren.mapValues { $0.sorted() }
        self.animatorTimings = builder.animatorTimings
        self.animatorRuns = builder.animatorRuns
        self.ends = builder.ends()
        var paths = Set<NodeID>()
        for id in Array(transitions.keys) + animatorRuns.map(\.id) {
            var current: NodeID? = id
            while let node = current, paths.insert(node).inserted { current = node.parent }
        }
        self.presentedPaths = paths
    }

    /// Seconds the scene lasts when no duration is given (DESIGN.md §4): until the last change,
    /// transition and animator play ends, plus the 0.6 s hold; or, when something repeats for
    /// ever (``hasEndlessAnimation``), until the first cycle of every endless motion has ended.
    public var duration: Double { Timeline.sceneDuration(ends) }

    /// True when some animation never ends (`repeatForever`, an undamped spring, a repeating
    /// keyframe or cycling phase animator): ``duration`` then covers one cycle.
    public var hasEndlessAnimation: Bool {
        ends.contains { if case .endless = $0 { true } else { false } }
    }

    /// The render tree as presented at scene time `t` seconds. Animator nodes are replaced by
    /// groups holding their content for `t`.
    public func tree(at t: Double) -> RenderNode {
        let model = timeline.modelIndex(at: t) + 1
        var samples = TimelineSamples(timelines: timelines, time: t)
        let blended = Self.blended(trees[model], tracks[model], &samples)
        guard !presentedPaths.isEmpty else { return blended }
        return present(blended, model: model, at: t, samples: &samples, skippingOwnTransition: false)
    }

    /// `node`'s subtree with the values of snapshot tracks blended.
    static func blended(_ node: RenderNode, _ tracks: [NodeID: NodeTrack], _ samples: inout TimelineSamples)
        -> RenderNode
    {
        guard !tracks.isEmpty else { return node }
        return node.mapTree { node in
            guard let track = tracks[node.id] else { return node }
            var node = node
            let size = node.frame.size
            track.blend(&node, &samples)
            node.fitOutline(from: size)
            return node
        }
    }
}
