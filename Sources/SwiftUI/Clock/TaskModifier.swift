internal import SceneGraph

extension View {
    /// Runs `action` as a task on the scene clock when the view appears; the task is
    /// cancelled when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    {
        taskModifier(id: 0, priority: priority, action)
    }

    /// Runs `action` as a task when the view appears and again, after cancelling the running
    /// one, whenever `id` changes; the task is cancelled when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        taskModifier(id: value, priority: priority, action)
    }

    private func taskModifier<T: Equatable>(
        id value: T, priority: TaskPriority, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                let (entry, appearing) = Lifecycle.of(context.graph).visit(context.path)
                let changed = !appearing && (entry.storage as? T) != value
                guard appearing || changed else { return content }
                entry.storage = value
                entry.cleanup?()
                // Started after the evaluation, as SwiftUI starts it after the view appears.
                let box = TaskBox()
                entry.cleanup = {
                    box.isCancelled = true
                    box.task?.cancel()
                }
                context.graph.enqueueAction {
                    guard !box.isCancelled else { return }
                    box.task = Task(priority: priority) { await action() }
                }
                return content
            })
    }
}

/// The task of a `.task` modifier, once started.
private final class TaskBox {
    var task: Task<Void, Never>?
    var isCancelled = false
}
