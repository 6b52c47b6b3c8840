import Timeline

extension AnimatedScene {
    /// Works out tracks, transitions and animator timings from the snapshots.
    struct Builder {
        let index: SnapshotIndex
        private(set) var timelines: [Timeline]
        private var registry: [[Int: AnimationTiming?]: Int] = [[:]: 0]
        private(set) var tracks: [[NodeID: NodeTrack]]
        private(set) var runs: [NodeRun] = []
        private(set) var transitions: [NodeID: [TransitionEvent]] = [:]
        private(set) var transitionChildren: [NodeID: Set<Int>] = [:]
        private(set) var animatorTimings: [[NodeID: AnimatorTiming]]
        private(set) var animatorRuns: [AnimatorRun] = []
        /// (timeline, transaction) pairs that animate some visible value.
        private var used: Set<[Int]> = []
        /// Transactions that change something visible (or transition a view).
        private var touched: Set<Int> = []
        private var extraEnds: [Timeline.ChangeEnd] = []

        init(index: SnapshotIndex) {
            self.index = index
            self.timelines = [index.timeline]
            self.tracks = Array(repeating: [:], count: index.trees.count)
            self.animatorTimings = Array(repeating: [:], count: index.trees.count)
        }

        // MARK: Tracks

        mutating func buildTracks() {
            var visited = Array(repeating: Set<NodeID>(), count: index.trees.count)
            for j in index.trees.indices {
                for (id, node) in index.nodes[j] where SnapshotIndex.isPresent(node) && !visited[j].contains(id) {
                    let run = index.run(of: id, around: j)
                    for s in run { visited[s].insert(id) }
                    buildTrack(id, run)
                }
            }
        }

        private mutating func buildTrack(_ id: NodeID, _ run: ClosedRange<Int>) {
            guard let first = index.nodes[run.lowerBound][id] else { return }
            let own = run.map { index.nodes[$0][id]?.animatableData ?? [] }
            let values = index.trees.indices.map { own[min(max($0, run.lowerBound), run.upperBound) - run.lowerBound] }
            guard values.contains(where: { $0 != values[0] }) else { return }
            let labels = first.animatableLabels
            var componentTimelines: [Int] = []
            for k in labels.indices {
                var pattern: [Int: AnimationTiming?] = [:]
                var changes: [Int] = []
                for i in run.lowerBound..<run.upperBound where k < values[i].count && k < values[i + 1].count {
                    guard values[i][k] != values[i + 1][k], let node = index.nodes[i + 1][id] else { continue }
                    changes.append(i)
                    if let implicit = index.implicitAnimation(for: node, labels[k].part, transaction: i) {
                        pattern[i] = implicit
                    }
                }
                let g = timeline(for: pattern)
                for i in changes {
                    used.insert([pattern[i] == nil ? 0 : g, i])
                    touched.insert(i)
                }
                componentTimelines.append(g)
            }
            var groups: [NodeTrack.Group] = []
            for (k, g) in componentTimelines.enumerated() {
                if let existing = groups.firstIndex(where: { $0.timeline == g }) {
                    groups[existing].components.append(k)
                } else {
                    groups.append(NodeTrack.Group(timeline: g, components: [k], values: []))
                }
            }
            for i in groups.indices {
                let components = groups[i].components
                groups[i].values = values.map { v in components.map { $0 < v.count ? v[$0] : 0 } }
            }
            let track = NodeTrack(groups: groups, isWhole: groups.count == 1, run: runs.count)
            for s in run { tracks[s][id] = track }
            runs.append(
                NodeRun(
                    id: id, snapshots: run, labels: labels, values: values, componentTimelines: componentTimelines,
                    view: first.viewDescription))
        }

        /// The index of the timeline with `pattern`'s animations substituted.
        private mutating func timeline(for pattern: [Int: AnimationTiming?]) -> Int {
            if let existing = registry[pattern] { return existing }
            timelines.append(index.timeline.replacingAnimations(pattern))
            registry[pattern] = timelines.count - 1
            return timelines.count - 1
        }

        // MARK: Transitions

        mutating func buildTransitions() {
            for i in 0..<index.transactionCount {
                compare(index.trees[i], index.trees[i + 1], NodeID([]), transaction: i)
            }
        }

        /// Finds the views inserted and removed between `old` and `new` (the nodes at `id`
        /// before and after transaction `i`); inside a transitioning view nothing else counts.
        private mutating func compare(_ old: RenderNode?, _ new: RenderNode?, _ id: NodeID, transaction i: Int) {
            let oldPresent = SnapshotIndex.isPresent(old)
            let newPresent = SnapshotIndex.isPresent(new)
            if SnapshotIndex.continues(old, new) {
                guard case .group(let before) = old?.content, case .group(let after) = new?.content else { return }
                let oldChildren = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                let newChildren = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                let ids = Set(oldChildren.keys).union(newChildren.keys).sorted {
                    $0.path.lexicographicallyPrecedes($1.path)
                }
                for child in ids {
                    compare(oldChildren[child], newChildren[child], child, transaction: i)
                }
                return
            }
            guard let node = newPresent ? new : (oldPresent ? old : nil) else { return }
            // A transition's own animation (the inserted view's first) takes the change's place.
            let own = newPresent ? new?.transition?.ownAnimation(insertion: true) : nil
            let animation =
                own ?? (oldPresent ? old?.transition?.ownAnimation(insertion: false) : nil)
                ?? index.animation(forTransitionOf: node, transaction: i)
            let event = TransitionEvent(
                transaction: i, animation: animation,
                insertion: newPresent ? (new?.transition ?? .opacity).resolved(insertion: true) : nil,
                removal: oldPresent ? (old?.transition ?? .opacity).resolved(insertion: false) : nil)
            transitions[id, default: []].append(event)
            if let parent = id.parent, let last = id.path.last { transitionChildren[parent, default: []].insert(last) }
            touched.insert(i)
            if animation != nil {
                // The transaction's own, with the transition's animation: a step of an endless
                // cycle keeps counting as that cycle.
                var change = index.timeline.transactions[i]
                change.animation = animation
                extraEnds.append(Timeline(transactions: [change]).lengthEnd(ofTransaction: 0))
            }
        }

        // MARK: Animators

        mutating func buildAnimatorTimings() {
            var visited = Array(repeating: Set<NodeID>(), count: index.trees.count)
            let transactions = index.timeline.transactions
            for j in index.trees.indices {
                for (id, node) in index.nodes[j] where !visited[j].contains(id) {
                    guard case .animator(let animator) = node.content else { continue }
                    let run = index.run(of: id, around: j)
                    for s in run { visited[s].insert(id) }
                    var timing = AnimatorTiming(
                        appear: run.lowerBound == 0 ? 0 : transactions[run.lowerBound - 1].time, plays: [])
                    for i in run.lowerBound..<run.upperBound {
                        guard case .animator(let before) = index.nodes[i][id]?.content,
                            case .animator(let after) = index.nodes[i + 1][id]?.content, before.trigger != after.trigger
                        else { continue }
                        timing.plays.append(transactions[i].time)
                    }
                    for s in run { animatorTimings[s][id] = timing }
                    animatorRuns.append(AnimatorRun(id: id, snapshots: run, animator: animator, timing: timing))
                    extraEnds += Self.ends(of: animator, timing)
                }
            }
        }

        /// When an animator's plays end: each triggered play's end; for a repeating or cycling
        /// animator, the end of its first cycle.
        private static func ends(of animator: AnimatorContent, _ timing: AnimatorTiming) -> [Timeline.ChangeEnd] {
            switch animator.motion {
            case .keyframes(let motion):
                let length = motion.timeline.duration
                guard length > 0 else { return [] }
                if animator.trigger != nil { return timing.plays.map { .finite($0 + length) } }
                return motion.repeating ? [.endless(cycleEnd: timing.appear + length)] : []
            case .phases(_, let phases):
                let cycle = phases.cycleDuration
                if animator.trigger != nil {
                    return timing.plays.map { start in
                        cycle.map { .finite(start + $0) } ?? .endless(cycleEnd: start + phases.finitePart)
                    }
                }
                guard let cycle else { return [.endless(cycleEnd: timing.appear + phases.finitePart)] }
                return cycle > 0 ? [.endless(cycleEnd: timing.appear + cycle)] : []
            case .animatableData:
                // Its numbers move with the transactions, whose ends already count.
                return []
            case .timeline(let motion):
                if motion.schedule.isEndless { return [.endless(cycleEnd: TimelineContentView.defaultLength)] }
                return [.finite(motion.schedule.lastUpdate)]
            }
        }

        // MARK: Ends

        /// Every end that counts for the scene's duration. A transaction that changes nothing
        /// visible still counts with its own animation.
        func ends() -> [Timeline.ChangeEnd] {
            var ends = extraEnds
            for pair in used.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                ends.append(timelines[pair[0]].lengthEnd(ofTransaction: pair[1]))
            }
            for i in 0..<index.transactionCount where !touched.contains(i) {
                ends.append(index.timeline.lengthEnd(ofTransaction: i))
            }
            return ends
        }
    }
}

extension NodeID {
    /// The id of the node this one is a child of (nil for the root).
    var parent: NodeID? { path.isEmpty ? nil : NodeID(Array(path.dropLast())) }
}

extension PhaseAnimation {
    /// For phases with a move that never ends: seconds until the first cycle of that move
    /// ends (the moves before it plus its own first cycle).
    var finitePart: Double {
        var total = 0.0
        for k in animations.indices {
            guard let animation = animations[(k + 1) % animations.count] else { continue }
            guard let d = animation.totalDuration else { return total + (animation.cycleDuration ?? 0) }
            total += d
        }
        return total
    }
}
