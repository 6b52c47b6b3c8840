internal import SceneGraph

extension View {
    /// Runs `action` with preference `key` as the views inside this one set it (their values
    /// combined in view order) when the view appears and whenever the value changes. It runs
    /// after layout, as an action of its own at the same scene time: what it changes is a new
    /// transaction.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, line: Int = #line, column: Int = #column,
        perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(
            SceneModifier { content, context in
                let graph = context.graph
                graph.needsGeometry = true
                let value = graph.preference(key, inside: context.path)
                let (entry, appearing) = Lifecycle.of(graph).visit(context.path)
                if appearing || (entry.storage as? K.Value) != value {
                    entry.storage = value
                    let callback = GeometryCallback(
                        name: "onPreferenceChange", path: context.path, line: line, column: column)
                    graph.enqueueAction { if callback.admitted() { action(value) } }
                }
                return content
            })
    }
}
