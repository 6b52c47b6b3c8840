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
    /// Every node of each tree by id, with the reference content of every animator in it
    /// (``referenceContent(of:at:)``) and the nodes of that.
    let nodes: [[NodeID: RenderNode]]
    /// The watched value of every implicit animation in each tree.
    private let triggers: [[ScopeKey: AnimationTrigger?]]

    init(trees: [RenderNode], timeline: Timeline) {
        self.trees = trees
        self.timeline = timeline
        var nodes: [[NodeID: RenderNode]] = []
        var triggers: [[ScopeKey: AnimationTrigger?]] = []
        var references = ReferenceInputs()
        for tree in trees {
            var byID: [NodeID: RenderNode] = [:]
            var scopes: [ScopeKey: AnimationTrigger?] = [:]
            Self.forEach(tree, &references) { node in
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

    /// The inputs animator contents are laid out for to compare them across snapshots: the
    /// animatable data of a custom animatable view where it first appears.
    struct ReferenceInputs {
        var data: [NodeID: [Double]] = [:]
    }

    /// Visits `node` and every node in it (masks included) and in the reference contents of
    /// the animators in it.
    private static func forEach(_ node: RenderNode, _ inputs: inout ReferenceInputs, _ body: (RenderNode) -> Void) {
        body(node)
        for effect in node.effects.list { effect.base.forEachNode { $0.forEach(body) } }
        switch node.content {
        case .group(let children):
            for child in children { forEach(child, &inputs, body) }
        case .animator(let animator):
            if let reference = referenceContent(of: animator, at: node.id, &inputs) {
                forEach(reference, &inputs, body)
            }
        case .shape, .text, .image:
            break
        }
    }

    /// An animator's content laid out for an input that is the same in every snapshot (its
    /// initial keyframe values, its first phase, the animatable data it first had), so that
    /// what differs between two snapshots' reference contents is what other state changed in
    /// it. The scene adds those changes, animated, to the content it builds at every frame
    /// (``AnimatedScene/addingOtherChanges(_:model:samples:)``): an animator leaves the other
    /// animations of its content alone, and an animatable view's content moves with its own.
    private static func referenceContent(of animator: AnimatorContent, at id: NodeID, _ inputs: inout ReferenceInputs)
        -> RenderNode?
    {
        switch animator.motion {
        case .keyframes, .timeline:
            return animator.model
        case .phases(let phases, _):
            return phases.first
        case .animatableData(let motion):
            guard let first = inputs.data[id], first.count == motion.data.count else {
                inputs.data[id] = motion.data
                return animator.model
            }
            // Built again by the scene's code, which reported its errors when it was laid out.
            return first == motion.data ? animator.model : try? motion.layout(first)
        }
    }

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
    /// `node` (as it is after the transaction). The modifiers covering them are applied from the
    /// outermost in, as SwiftUI hands a transaction down: an `.animation` modifier whose value
    /// changed in the transaction (or the deprecated form, which always applies) replaces the
    /// animation, unless a `.transaction` outside it set `disablesAnimations`; a `.transaction`
    /// modifier's function is given the animation so far and returns the next. `.some(nil)`
    /// means "at once"; nil means no modifier applies.
    func implicitAnimation(for node: RenderNode, _ part: AnimatableLabel.Part, transaction i: Int) -> AnimationTiming??
    {
        var result: AnimationTiming?? = nil
        var disabled = false
        // `animationScopes` lists the innermost first.
        for scope in node.animationScopes.reversed() where scope.covers(part) {
            if let transform = scope.transform {
                let changed = transform.apply(result ?? timeline.transactions[i].animation)
                result = .some(changed.animation)
                disabled = disabled || changed.disablesAnimations
                continue
            }
            guard !disabled else { continue }
            guard scope.trigger != nil else {
                result = .some(scope.animation)
                continue
            }
            let key = ScopeKey(origin: scope.origin, ordinal: scope.ordinal)
            guard let before = triggers[i][key], let after = triggers[i + 1][key] else { continue }
            if before != after { result = .some(scope.animation) }
        }
        return result
    }

    /// The animation with which `node` (after transaction `i`, or before it when removed) is
    /// inserted or removed: an implicit animation covering it, or else the transaction's.
    func animation(forTransitionOf node: RenderNode, transaction i: Int) -> AnimationTiming? {
        implicitAnimation(for: node, .frame, transaction: i) ?? timeline.transactions[i].animation
    }
}
