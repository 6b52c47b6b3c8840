import Timeline

extension RenderNode {
    /// The node under an `.animation(_:value:)` modifier: the node's frame, content and effects
    /// so far, and all its descendants, animate with `animation` when `trigger` changes; under a
    /// `.transaction(_:)` modifier (`transform`), with what it makes of their animation.
    func addingAnimation(
        _ animation: AnimationTiming?, trigger: AnimationTrigger?, transform: TransactionTransform? = nil
    ) -> RenderNode {
        var node = self
        let ordinal = animationScopes.lazy.filter { $0.origin == self.id }.count
        let covered = effects.list.count
        var scope = AnimationScope(
            animation: animation, trigger: trigger, origin: id, ordinal: ordinal, coveredEffects: covered,
            transform: transform)
        node.animationScopes.append(scope)
        scope.coveredEffects = .max
        for index in 0..<covered {
            node.effects.list[index] = node.effects.list[index].mapNodes { $0.inheriting(scope) }
        }
        node.content = node.content.inheriting(scope)
        return node
    }

    /// The node under an `.animation(_:body:)` modifier: its last `count` effects (those the
    /// body wrote) animate with `animation` on every change; its frame, content, other effects
    /// and descendants keep their own animations.
    func addingScopedAnimation(_ animation: AnimationTiming?, lastEffects count: Int) -> RenderNode {
        var node = self
        let ordinal = animationScopes.lazy.filter { $0.origin == self.id }.count
        var scope = AnimationScope(
            animation: animation, trigger: nil, origin: id, ordinal: ordinal, coveredEffects: effects.list.count)
        scope.firstCoveredEffect = max(0, effects.list.count - max(0, count))
        scope.coversFrameAndContent = false
        node.animationScopes.append(scope)
        return node
    }

    /// The node and its descendants, covered by an ancestor's implicit animation.
    fileprivate func inheriting(_ scope: AnimationScope) -> RenderNode {
        var node = self
        node.animationScopes.append(scope)
        node.effects.list = node.effects.list.map { $0.mapNodes { $0.inheriting(scope) } }
        node.content = node.content.inheriting(scope)
        return node
    }
}

extension RenderContent {
    fileprivate func inheriting(_ scope: AnimationScope) -> RenderContent {
        switch self {
        case .group(let children):
            return .group(children.map { $0.inheriting(scope) })
        case .animator(var animator):
            animator.model = animator.model.inheriting(scope)
            if case .phases(let phases, let timing) = animator.motion {
                animator.motion = .phases(phases.map { $0.inheriting(scope) }, timing)
            }
            return .animator(animator)
        case .shape, .text, .image:
            return self
        }
    }
}
