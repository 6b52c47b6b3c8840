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

    private init(graph: ViewGraph) { self.graph = graph }

    /// The lifecycle of the views of `graph`.
    static func of(_ graph: ViewGraph) -> Lifecycle {
        graph.box(ViewPath(), "$lifecycle") {
            let lifecycle = Lifecycle(graph: graph)
            graph.observeEvaluations { [weak lifecycle] in lifecycle?.endEvaluation() }
            return lifecycle
        }
    }

    /// Records that the view at `path` is in this evaluation: its entry, and whether it
    /// appears now.
    func visit(_ path: ViewPath) -> (entry: Entry, appearing: Bool) {
        if let entry = entries[path] {
            entry.lastSeen = graph?.evaluation ?? 0
            return (entry, false)
        }
        count += 1
        let entry = Entry(order: count, lastSeen: graph?.evaluation ?? 0)
        entries[path] = entry
        return (entry, true)
    }

    private func endEvaluation() {
        guard let graph else { return }
        let gone = entries.filter { $0.value.lastSeen < graph.evaluation }
        guard !gone.isEmpty else { return }
        // In the order the views appeared, so that runs are reproducible.
        for (path, entry) in gone.sorted(by: { $0.value.order < $1.value.order }) {
            entries[path] = nil
            entry.cleanup?()
            if let disappear = entry.disappear { graph.enqueueAction(disappear) }
        }
    }
}
