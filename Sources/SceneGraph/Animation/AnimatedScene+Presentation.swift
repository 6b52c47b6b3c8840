import Geometry
import Timeline

extension AnimatedScene {
    /// The transition event that governs the view at `id` when snapshot `model` is shown: the
    /// latest one before it, with its progress at `t`; nil when there is none or it has ended
    /// (or it happened at once).
    func activeTransition(at id: NodeID, model: Int, time t: Double) -> (event: TransitionEvent, progress: Double)? {
        guard let event = transitions[id]?.last(where: { $0.transaction < model }), let animation = event.animation
        else { return nil }
        let tx = StateChange(time: timeline.transactions[event.transaction].time, animation: animation)
        if let end = tx.endTime, t >= end { return nil }
        return (event, tx.progress(at: t))
    }

    /// `node` (already blended for snapshot `model`) with transitions under way applied and
    /// animators resolved, in it and below it. `groupShift` is how far the innermost
    /// `.geometryGroup()` around it is from its place in `model` at `t`: a view inserted inside
    /// it moves with it.
    func present(
        _ node: RenderNode, model: Int, at t: Double, samples: inout TimelineSamples, skippingOwnTransition: Bool,
        groupShift: Point = Point(x: 0, y: 0)
    ) -> RenderNode {
        var node = node
        switch node.content {
        case .group(var children):
            var shift = groupShift
            if node.isGeometryGroup, let settled = nodeInTree(model, node.id) {
                shift = Point(x: node.frame.minX - settled.frame.minX, y: node.frame.minY - settled.frame.minY)
            }
            for k in children.indices where presentedPaths.contains(children[k].id) {
                children[k] = present(
                    children[k], model: model, at: t, samples: &samples, skippingOwnTransition: false,
                    groupShift: shift)
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
            var content = animatorContent(animator, at: node.id, model: model, time: t)
            content = addingOtherChanges(content, model: model, samples: &samples)
            // Animators inside it (a custom animatable modifier inside another's body).
            content = present(content, model: model, at: t, samples: &samples, skippingOwnTransition: true)
            node.content = .group([content])
        case .shape, .text, .image:
            break
        }
        guard !skippingOwnTransition, let active = activeTransition(at: node.id, model: model, time: t) else {
            return node
        }
        let inserted: RenderNode? =
            active.event.insertion.flatMap { transition in
                guard SnapshotIndex.isPresent(node) else { return nil }
                var inserted = matchedMoves(
                    node, towards: active.event.transaction, amount: 1 - active.progress)
                transition.apply(amount: 1 - active.progress, to: &inserted, frame: node.frame)
                if groupShift.x != 0 || groupShift.y != 0 { inserted.effects.list.append(.offset(groupShift)) }
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

    /// An animator's `content` for snapshot `model` with the changes other state made to it
    /// between snapshots added, as far as they have animated at this instant: the changes of
    /// its reference content (``SnapshotIndex``), each node's own values still to go.
    func addingOtherChanges(_ content: RenderNode, model: Int, samples: inout TimelineSamples) -> RenderNode {
        let tracks = tracks[model]
        guard !tracks.isEmpty else { return content }
        return content.mapTree { node in
            guard let track = tracks[node.id] else { return node }
            var node = node
            track.addRemainingChanges(to: &node, count: runs[track.run].labels.count, snapshot: model, &samples)
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
        removed = matchedMoves(removed, towards: before + 1, amount: active.progress)
        transition.apply(amount: active.progress, to: &removed, frame: old.frame)
        return removed
    }

    /// `node` with every view in it that has a `matchedGeometryEffect` id found at another place
    /// in snapshot `j` moved and scaled a fraction `amount` of the way to that view's frame: an
    /// inserted view starts from the frame of the removed view it replaces (the snapshot
    /// before), a removed one goes to the frame of the inserted one (the snapshot after).
    /// Approximation: SwiftUI lays the view out at the in-between sizes; here it is scaled.
    private func matchedMoves(_ node: RenderNode, towards j: Int, amount: Double) -> RenderNode {
        guard amount != 0, trees.indices.contains(j) else { return node }
        var frames: [Int: (id: NodeID, frame: Rect)] = [:]
        var mine = false
        node.forEach { if $0.matchedGeometryID != nil { mine = true } }
        guard mine else { return node }
        trees[j].forEach { other in
            if let id = other.matchedGeometryID, frames[id] == nil { frames[id] = (other.id, other.frame) }
        }
        return node.mapTree { view in
            guard let id = view.matchedGeometryID, let other = frames[id], other.id != view.id else { return view }
            var view = view
            let f = view.frame
            let o = other.frame
            let sx = f.width > 0 ? o.width / f.width : 1
            let sy = f.height > 0 ? o.height / f.height : 1
            view.effects.list += [
                .scale(x: 1 + amount * (sx - 1), y: 1 + amount * (sy - 1), anchor: f.center),
                .offset(Point(x: amount * (o.midX - f.midX), y: amount * (o.midY - f.midY))),
            ]
            return view
        }
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
