/// Which views carrying lifecycle modifiers (`onAppear`, `onDisappear`, `onChange`, `task`,
/// `onReceive`) are on screen, by identity: a view appears in the first evaluation that
/// reaches it and disappears after the first evaluation that does not.
final class Lifecycle {
    /// What a lifecycle modifier keeps while its view is on screen.
    final class Entry {
        let order: Int
        var lastSeen: Int
        /// Run as an action when the view disappears (`onDisappear`).
        var disappear: (() -> Void)?
        /// Run at once when the view disappears (cancels a task or a subscription).
        var cleanup: (() -> Void)?
        /// The modifier's own value (`onChange`'s last value, `task(id:)`'s id).
        var storage: Any?

        init(order: Int, lastSeen: Int) {
            self.order = order
            self.lastSeen = lastSeen
        }
    }

    // Weak: a detached copy of the graph (content built during layout) may make a lifecycle
    // that outlives it.
    private weak var graph: ViewGraph?
    private var entries: [ViewPath: Entry] = [:]
    private var count = 0
    /// A copy for content built outside an evaluation: it sees the views on screen and
    /// changes none of them.
    private var isDetachedCopy = false
    /// What the current evaluation changed, to undo it when the evaluation is rolled back
    /// (`ViewGraph.rollBackEvaluation`): each entry as it was before (nil: it was made).
    private var undo: [(path: ViewPath, entry: Entry?, storage: Any?, lastSeen: Int)] = []

    private init(graph: ViewGraph) { self.graph = graph }

    /// The lifecycle of the views of `graph`.
    static func of(_ graph: ViewGraph) -> Lifecycle {
        graph.noteGeometryDependence()
        let lifecycle = graph.box(ViewPath(), "$lifecycle") {
            let lifecycle = Lifecycle(graph: graph)
            graph.observeEvaluations { [weak lifecycle] in lifecycle?.endEvaluation() }
            graph.observeRounds(
                begin: { [weak lifecycle] in lifecycle?.undo = [] },
                rollBack: { [weak lifecycle] in lifecycle?.rollBack() })
            return lifecycle
        }
        guard graph.isDetached, !lifecycle.isDetachedCopy else { return lifecycle }
        // Content built during layout (a GeometryReader's, also while the scene is evaluated)
        // must not make the scene's views appear or disappear.
        return graph.box(ViewPath(), "$lifecycle.detached") {
            let copy = Lifecycle(graph: graph)
            copy.entries = lifecycle.entries
            copy.isDetachedCopy = true
            return copy
        }
    }

    /// Records that the view at `path` is in this evaluation: its entry, and whether it
    /// appears now.
    func visit(_ path: ViewPath) -> (entry: Entry, appearing: Bool) {
        if let entry = entries[path] {
            guard !isDetachedCopy else { return (entry, false) }
            undo.append((path, entry, entry.storage, entry.lastSeen))
            entry.lastSeen = graph?.evaluation ?? 0
            return (entry, false)
        }
        count += 1
        let entry = Entry(order: count, lastSeen: graph?.evaluation ?? 0)
        entries[path] = entry
        if !isDetachedCopy { undo.append((path, nil, nil, 0)) }
        return (entry, true)
    }

    /// Undoes the current evaluation's changes: views it made appear have not, views it made
    /// disappear are back (what disappearing cleaned up stays cleaned up).
    private func rollBack() {
        for change in undo.reversed() {
            if let entry = change.entry {
                entry.storage = change.storage
                entry.lastSeen = change.lastSeen
                entries[change.path] = entry
            } else {
                entries[change.path]?.cleanup?()
                entries[change.path] = nil
            }
        }
        undo = []
    }

    private func endEvaluation() {
        guard let graph else { return }
        let gone = entries.filter { $0.value.lastSeen < graph.evaluation }
        guard !gone.isEmpty else { return }
        // In the order the views appeared, so that runs are reproducible.
        for (path, entry) in gone.sorted(by: { $0.value.order < $1.value.order }) {
            undo.append((path, entry, entry.storage, entry.lastSeen))
            entries[path] = nil
            entry.cleanup?()
            if let disappear = entry.disappear { graph.enqueueAction(disappear) }
        }
    }
}
