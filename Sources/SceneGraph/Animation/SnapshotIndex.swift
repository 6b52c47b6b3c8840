import Timeline

/// The render trees of every snapshot, indexed for matching nodes across snapshots: which node
/// continues which, and which implicit animations fire in which transaction.
struct SnapshotIndex {
    /// Identifies an `.animation(_:value:)` modifier across snapshots.
    struct ScopeKey: Hashable {
        var origin: NodeID
        var ordinal: Int
    }

    let trees: [RenderNode]
    let timeline: Timeline
    /// Every node of each tree by id (mask and animator contents excluded).
    let nodes: [[NodeID: RenderNode]]
    /// The watched value of every implicit animation in each tree.
    private let triggers: [[ScopeKey: AnimationTrigger?]]

    init(trees: [RenderNode], timeline: Timeline) {
        self.trees = trees
        self.timeline = timeline
        var nodes: [[NodeID: RenderNode]] = []
        var triggers: [[ScopeKey: AnimationTrigger?]] = []
        for tree in trees {
            var byID: [NodeID: RenderNode] = [:]
            var scopes: [ScopeKey: AnimationTrigger?] = [:]
            tree.forEach { node in
                byID[node.id] = node
                for scope in node.animationScopes where scope.origin == node.id {
                    scopes[ScopeKey(origin: scope.origin, ordinal: scope.ordinal)] = .some(scope.trigger)
                }
            }
            nodes.append(byID)
            triggers.append(scopes)
        }
        self.nodes = nodes
        self.triggers = triggers
    }

    var transactionCount: Int { timeline.transactions.count }

    /// True when `node` draws something (it is not an `if`'s empty placeholder).
    static func isPresent(_ node: RenderNode?) -> Bool {
        guard let node else { return false }
        return !node.isPlaceholder
    }

    /// True when `b` is the same view as `a` one snapshot later, so that its values blend
    /// rather than transition: both present, the same kind, built by the same branches.
    static func continues(_ a: RenderNode?, _ b: RenderNode?) -> Bool {
        guard let a, let b, isPresent(a), isPresent(b) else { return false }
        return a.isBlendable(with: b)
    }

    /// The snapshots (first...last) through which the view at `id` in snapshot `j` continues.
    func run(of id: NodeID, around j: Int) -> ClosedRange<Int> {
        var a = j
        while a > 0, Self.continues(nodes[a - 1][id], nodes[a][id]) { a -= 1 }
        var b = j
        while b + 1 < trees.count, Self.continues(nodes[b][id], nodes[b + 1][id]) { b += 1 }
        return a...b
    }

    /// The implicit animation that replaces transaction `i`'s animation for values of `part` of
    /// `node` (as it is after the transaction): the innermost `.animation` modifier covering
    /// them whose value changed in the transaction (or the deprecated form, which always
    /// applies). `.some(nil)` means "at once"; nil means no modifier applies.
    func implicitAnimation(for node: RenderNode, _ part: AnimatableLabel.Part, transaction i: Int) -> Animation?? {
        for scope in node.animationScopes where scope.covers(part) {
            guard scope.trigger != nil else { return .some(scope.animation) }
            let key = ScopeKey(origin: scope.origin, ordinal: scope.ordinal)
            guard let before = triggers[i][key], let after = triggers[i + 1][key] else { continue }
            if before != after { return .some(scope.animation) }
        }
        return nil
    }

    /// The animation with which `node` (after transaction `i`, or before it when removed) is
    /// inserted or removed: an implicit animation covering it, or else the transaction's.
    func animation(forTransitionOf node: RenderNode, transaction i: Int) -> Animation? {
        implicitAnimation(for: node, .frame, transaction: i) ?? timeline.transactions[i].animation
    }
}
