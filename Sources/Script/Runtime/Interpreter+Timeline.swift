import Timeline

extension Interpreter {
    /// Runs an `onAppear` or scheduled closure at scene time `time`. Changes made outside any
    /// `withAnimation` become one immediate transaction when the closure ends.
    func runAction(_ action: Value, at time: Double, position: SourcePosition) throws {
        now = time
        segmentBase = stateSnapshot()
        animationStack = []
        _ = try invokeCallable(action, [], at: position)
        try commitChanges(animation: nil, at: position)
    }

    /// `withAnimation(animation) { body }`: earlier unrecorded changes are committed first
    /// (with the enclosing context's animation), then the body's changes form one transaction
    /// with `animation`.
    func withAnimation(_ animation: Animation?, body: Value, at position: SourcePosition) throws -> Value {
        try commitChanges(animation: animationStack.last ?? nil, at: position)
        animationStack.append(animation)
        defer { animationStack.removeLast() }
        let result = try invokeCallable(body, [], at: position)
        try commitChanges(animation: animation, at: position)
        return result
    }

    /// `DispatchQueue.main.asyncAfter(deadline:)`: runs `action` at `time` (not before now).
    func schedule(_ action: Value, at time: Double, position: SourcePosition) throws {
        scheduledCount += 1
        guard scheduledCount <= limits.maxScheduledClosures else {
            throw ScriptError(.scheduleLimit(limits.maxScheduledClosures), at: position)
        }
        guard time <= limits.maxDuration else {
            throw ScriptError(
                .durationLimit(time: Self.text(time), limit: Self.text(limits.maxDuration)), at: position)
        }
        let entry = ScheduledAction(time: max(time, now), order: scheduledCount, action: action, position: position)
        let index = queue.firstIndex { ($0.time, $0.order) > (entry.time, entry.order) } ?? queue.count
        queue.insert(entry, at: index)
    }

    /// Records a transaction and the next snapshot if state changed since the last commit.
    private func commitChanges(animation: Animation?, at position: SourcePosition) throws {
        guard stateSnapshot() != segmentBase else { return }
        guard transactions.count < limits.maxTransactions else {
            throw ScriptError(.transactionLimit(limits.maxTransactions), at: position)
        }
        transactions.append(Transaction(time: now, animation: animation))
        snapshots.append(try evaluateSnapshot().view)
        segmentBase = stateSnapshot()
    }

    /// Every instance's `@State` values.
    private func stateSnapshot() -> [String: [String: Value]] {
        instances.mapValues(\.state)
    }
}
