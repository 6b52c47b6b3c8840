import Timeline

extension AnimatedScene {
    /// Every property that moves during the scene, ordered by node (tree order of ids) and
    /// then by the node's own order of values; transitions and animators after a node's values.
    public var animatedProperties: [AnimatedProperty] {
        var properties: [AnimatedProperty] = []
        var orders: [Int] = []
        var index: [String: Int] = [:]
        func add(_ node: NodeID, _ view: String, _ name: String, _ change: AnimatedProperty.Change, order: Int) {
            let key = "\(node) \(name)"
            if let existing = index[key] {
                properties[existing].changes.append(change)
            } else {
                index[key] = properties.count
                properties.append(AnimatedProperty(node: node, view: view, name: name, changes: [change]))
                orders.append(order)
            }
        }
        for run in runs {
            for (k, label) in run.labels.enumerated() {
                let timeline = timelines[run.componentTimelines[k]]
                for i in run.snapshots.lowerBound..<run.snapshots.upperBound {
                    let before = run.values[i][k]
                    let after = run.values[i + 1][k]
                    guard before != after else { continue }
                    let tx = timeline.transactions[i]
                    let change = AnimatedProperty.Change(
                        transaction: i, start: tx.time, end: Self.finiteEnd(timeline.end(ofTransaction: i)),
                        from: label.readable(before), to: label.readable(after),
                        timing: tx.animation?.description ?? "immediate")
                    add(run.id, run.view, label.name, change, order: k)
                }
            }
        }
        let base = 1_000_000
        for (id, events) in transitions.sorted(by: { $0.key.path.lexicographicallyPrecedes($1.key.path) }) {
            for event in events {
                guard let animation = event.animation else { continue }
                let time = timeline.transactions[event.transaction].time
                let end = Self.finiteEnd(
                    Timeline(transactions: [StateChange(time: time, animation: animation)]).end(ofTransaction: 0))
                if let transition = event.insertion {
                    let view = nodeInTree(event.transaction + 1, id)?.viewDescription ?? "view"
                    let change = AnimatedProperty.Change(
                        transaction: event.transaction, start: time, end: end, from: nil, to: nil,
                        timing: "\(transition) with \(animation)")
                    add(id, view, "transition.insertion", change, order: base)
                }
                if let transition = event.removal {
                    let view = nodeInTree(event.transaction, id)?.viewDescription ?? "view"
                    let change = AnimatedProperty.Change(
                        transaction: event.transaction, start: time, end: end, from: nil, to: nil,
                        timing: "\(transition) with \(animation)")
                    add(id, view, "transition.removal", change, order: base + 1)
                }
            }
        }
        for run in animatorRuns {
            let animatorView = run.animator.motion.isKeyframes ? "KeyframeAnimator" : "PhaseAnimator"
            for (name, change) in Self.animatorChanges(run) {
                add(run.id, animatorView, name, change, order: base + 2)
            }
        }
        return zip(properties, orders).sorted { a, b in
            if a.0.node != b.0.node { return a.0.node.path.lexicographicallyPrecedes(b.0.node.path) }
            return a.1 < b.1
        }.map(\.0)
    }

    /// The rows of an animator: one per keyframe track component, or one for the phase.
    private static func animatorChanges(_ run: AnimatorRun) -> [(String, AnimatedProperty.Change)] {
        let timing = run.timing
        switch run.animator.motion {
        case .animatableData:
            // Its numbers are the node's own animatable values, listed with the others.
            return []
        case .timeline:
            return []
        case .keyframes(let motion):
            let length = motion.timeline.duration
            var changes: [AnimatedProperty.Change] = []
            if run.animator.trigger != nil {
                changes = timing.plays.map {
                    AnimatedProperty.Change(
                        transaction: nil, start: $0, end: $0 + length, from: nil, to: nil, timing: "keyframes")
                }
            } else if motion.repeating {
                changes = [
                    AnimatedProperty.Change(
                        transaction: nil, start: timing.appear, end: nil, from: nil, to: nil,
                        timing: "keyframes, repeating every \(seconds(length))")
                ]
            }
            return motion.trackNames.flatMap { $0 }.flatMap { name in changes.map { ("keyframes." + name, $0) } }
        case .phases(_, let phases):
            let cycle = phases.cycleDuration
            if run.animator.trigger != nil {
                return timing.plays.map { start in
                    (
                        "phase",
                        AnimatedProperty.Change(
                            transaction: nil, start: start, end: cycle.map { start + $0 }, from: nil, to: nil,
                            timing: "phases")
                    )
                }
            }
            guard cycle != 0 else { return [] }
            return [
                (
                    "phase",
                    AnimatedProperty.Change(
                        transaction: nil, start: timing.appear, end: nil, from: nil, to: nil,
                        timing: "phases, cycling" + (cycle.map { " every \(seconds($0))" } ?? ""))
                )
            ]
        }
    }

    private static func seconds(_ t: Double) -> String {
        let rounded = (t * 1000).rounded() / 1000
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " s"
    }

    private static func finiteEnd(_ end: Timeline.ChangeEnd) -> Double? {
        if case .finite(let t) = end { return t }
        return nil
    }

    /// The value of every animated property of every node drawn at scene time `t` (removed
    /// views still transitioning out included), in tree order of ids.
    public func propertyValues(at t: Double) -> [NodeProperties] {
        let model = timeline.modelIndex(at: t) + 1
        var samples = TimelineSamples(timelines: timelines, time: t)
        var result: [NodeID: NodeProperties] = [:]
        func values(of node: RenderNode, _ track: NodeTrack) -> [(name: String, value: Double)] {
            let run = runs[track.run]
            var copy = node
            var values: [(name: String, value: Double)] = []
            var k = 0
            copy.visitAnimatableValues { value, label in
                defer { k += 1 }
                guard k < run.labels.count, run.values.contains(where: { $0[k] != run.values[0][k] }) else { return }
                values.append((label.name, label.readable(value)))
            }
            return values
        }
        let blended = Self.blended(trees[model], tracks[model], &samples)
        blended.forEach { node in
            guard let track = tracks[model][node.id] else { return }
            result[node.id] = NodeProperties(node: node.id, view: node.viewDescription, values: values(of: node, track))
        }
        for id in transitions.keys {
            guard let active = activeTransition(at: id, model: model, time: t) else { continue }
            let event = active.event
            if let transition = event.insertion, let node = nodeInTree(model, id) {
                var entry = result[id] ?? NodeProperties(node: id, view: node.viewDescription, values: [])
                entry.values += Self.transitionValues(
                    "transition.insertion", transition.effects(amount: 1 - active.progress, frame: node.frame))
                result[id] = entry
            }
            if let transition = event.removal, let old = nodeInTree(event.transaction, id) {
                let removed = Self.blended(old, tracks[event.transaction], &samples)
                var entry = NodeProperties(node: id, view: removed.viewDescription, values: [])
                if let track = tracks[event.transaction][id] { entry.values = values(of: removed, track) }
                entry.values += Self.transitionValues(
                    "transition.removal", transition.effects(amount: active.progress, frame: old.frame))
                if let inserted = result[id] { entry.values = inserted.values + entry.values }
                result[id] = entry
            }
        }
        blended.forEach { node in
            guard case .animator(let animator) = node.content else { return }
            let timing = animatorTimings[model][node.id] ?? AnimatorTiming(appear: 0, plays: [])
            var entry = result[node.id] ?? NodeProperties(node: node.id, view: node.viewDescription, values: [])
            switch animator.motion {
            case .keyframes(let motion):
                let values = Self.keyframeValues(motion, trigger: animator.trigger, timing, at: t)
                for (names, vector) in zip(motion.trackNames, values) {
                    for (name, value) in zip(names, vector) { entry.values.append(("keyframes." + name, value)) }
                }
            case .phases(_, let phases):
                let phase = Self.phaseMove(phases, trigger: animator.trigger, timing, t).map { $0.0.phase(at: $0.1) }
                entry.values.append(("phase", Double(phase ?? 0)))
            case .animatableData:
                break
            case .timeline(let motion):
                entry.values.append(("timeline.date", motion.schedule.update(at: t)))
            }
            result[node.id] = entry
        }
        return result.values.filter { !$0.values.isEmpty }.sorted {
            $0.node.path.lexicographicallyPrecedes($1.node.path)
        }
    }

    /// Names and values of transition effects: `transition.insertion.opacity`, `….scale.x`.
    private static func transitionValues(_ prefix: String, _ effects: [RenderEffect]) -> [(name: String, value: Double)]
    {
        var node = RenderNode(id: NodeID([]), frame: .zero, effects: RenderEffects(effects), content: .group([]))
        var values: [(name: String, value: Double)] = []
        node.visitAnimatableValues { value, label in
            guard case .effect = label.part, !label.name.contains("anchor") else { return }
            values.append((prefix + "." + label.name, label.readable(value)))
        }
        return values
    }
}

extension AnimatorContent.Motion {
    var isKeyframes: Bool {
        if case .keyframes = self { return true }
        return false
    }
}
