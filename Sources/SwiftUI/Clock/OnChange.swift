internal import SceneGraph

extension View {
    /// Runs `action` with the new value when `value` changes between two evaluations of the
    /// view (the iOS 14 form).
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void, line: Int = #line, column: Int = #column
    ) -> some View {
        onChangeModifier(value, initial: false, SourceLocation(line: line, column: column)) { _, new in action(new) }
    }

    /// Runs `action` with the old and the new value when `value` changes; with `initial`, also
    /// when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        line: Int = #line, column: Int = #column
    ) -> some View {
        onChangeModifier(value, initial: initial, SourceLocation(line: line, column: column), action)
    }

    /// Runs `action` when `value` changes; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void, line: Int = #line, column: Int = #column
    ) -> some View {
        onChangeModifier(value, initial: initial, SourceLocation(line: line, column: column)) { _, _ in action() }
    }

    /// Compares `value` with the one of the previous evaluation of this view; a change runs
    /// `action` after the current action, as an action of its own at the same scene time
    /// (located at `location`, where an action that keeps changing its own value is reported).
    private func onChangeModifier<V: Equatable>(
        _ value: V, initial: Bool, _ location: SourceLocation, _ action: @escaping (V, V) -> Void
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                let (entry, appearing) = Lifecycle.of(context.graph).visit(context.path)
                if appearing {
                    entry.storage = value
                    if initial {
                        context.graph.enqueueAction {
                            SceneRun.current?.locateAction(at: location)
                            action(value, value)
                        }
                    }
                } else if let old = entry.storage as? V, old != value {
                    entry.storage = value
                    context.graph.enqueueAction {
                        SceneRun.current?.locateAction(at: location)
                        action(old, value)
                    }
                }
                return content
            })
    }
}
