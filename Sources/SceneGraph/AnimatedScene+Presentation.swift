import Timeline

extension AnimatedScene {
    /// The transition event that governs the view at `id` when snapshot `model` is shown: the
    /// latest one before it, with its progress at `t`; nil when there is none or it has ended
    /// (or it happened at once).
    func activeTransition(at id: NodeID, model: Int, time t: Double) -> (event: TransitionEvent, progress: Double)? {
        guard let event = transitions[id]?.last(where: { $0.transaction < model }), let animation = event.animation
        else { return nil }
        let tx = Transaction(time: timeline.transactions[event.transaction].time, animation: animation)
        if let end = tx.endTime, t >= end { return nil }
        return (event, tx.progress(at: t))
    }

    /// `node` (already blended for snapshot `model`) with transitions under way applied and
    /// animators resolved, in it and below it.
    func present(
        _ node: RenderNode, model: Int, at t: Double, samples: inout TimelineSamples, skippingOwnTransition: Bool
    ) -> RenderNode {
        var node = node
        switch node.content {
        case .group(var children):
            for k in children.indices where presentedPaths.contains(children[k].id) {
                children[k] = present(children[k], model: model, at: t, samples: &samples, skippingOwnTransition: false)
            }
            // Removed views whose place no longer exists at all (a ForEach that shrank).
            for k in transitionChildren[node.id] ?? [] {
                let id = node.id.child(k)
                guard !children.contains(where: { $0.id == id }),
                    let active = activeTransition(at: id, model: model, time: t), active.event.removal != nil,
                    let removed = removedView(id, active, at: t, samples: &samples)
                else { continue }
                children.append(removed)
            }
            node.content = .group(children)
        case .animator(let animator):
            node.content = .group([animatorContent(animator, at: node.id, model: model, time: t)])
        case .shape, .text, .image:
            break
        }
        guard !skippingOwnTransition, let active = activeTransition(at: node.id, model: model, time: t) else {
            return node
        }
        let inserted: RenderNode? =
            active.event.insertion.flatMap { transition in
                guard SnapshotIndex.isPresent(node) else { return nil }
                var inserted = node
                inserted.effects.list += transition.effects(amount: 1 - active.progress, frame: node.frame)
                return inserted
            }
        let removed = active.event.removal == nil ? nil : removedView(node.id, active, at: t, samples: &samples)
        switch (removed, inserted) {
        case (let removed?, let inserted?):
            return RenderNode(id: node.id, frame: inserted.frame, content: .group([removed, inserted]))
        case (let removed?, nil):
            return removed
        case (nil, let inserted?):
            return inserted
        case (nil, nil):
            return node
        }
    }

    /// The view removed at `id` by `active`'s transaction, as it is drawn at `t`: from the
    /// snapshot before its removal, its own animations still running, moved towards the
    /// removal transition's state.
    private func removedView(
        _ id: NodeID, _ active: (event: TransitionEvent, progress: Double), at t: Double,
        samples: inout TimelineSamples
    ) -> RenderNode? {
        let before = active.event.transaction
        guard let transition = active.event.removal, let old = nodeInTree(before, id) else { return nil }
        let blended = Self.blended(old, tracks[before], &samples)
        var removed = present(blended, model: before, at: t, samples: &samples, skippingOwnTransition: true)
        removed.effects.list += transition.effects(amount: active.progress, frame: old.frame)
        return removed
    }

    /// The node at `id` in snapshot `j`, with its subtree.
    func nodeInTree(_ j: Int, _ id: NodeID) -> RenderNode? {
        var node = trees[j]
        for depth in id.path.indices {
            let prefix = NodeID(Array(id.path[...depth]))
            guard case .group(let children) = node.content, let child = children.first(where: { $0.id == prefix })
            else { return nil }
            node = child
        }
        return node
    }
}
