internal import SceneGraph

extension View {
    /// Runs `action` with `transform` of the view's geometry (its size, its frame in a
    /// coordinate space …) when the view appears and whenever that value changes. It runs after
    /// layout, as an action of its own at the same scene time: what it changes is a new
    /// transaction.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, line: Int = #line, column: Int = #column,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, line: line, column: column) { _, new in action(new) })
    }

    /// Runs `action` with the old and the new value of `transform` of the view's geometry when
    /// the view appears (both the same) and whenever the value changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, line: Int = #line, column: Int = #column,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, line: line, column: column, action: action))
    }
}

/// `onGeometryChange`: the view reports its frame; the value is computed from it after each
/// layout of the evaluation.
struct GeometryChangeModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> T
    let line: Int
    let column: Int
    let action: (T, T) -> Void

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let graph = context.graph
        let key = graph.geometryKey(context.path)
        graph.needsGeometry = true
        let value = transform(GeometryProxy(graph: graph, key: key, path: context.path))
        let (entry, appearing) = Lifecycle.of(graph).visit(context.path)
        let old = appearing ? value : entry.storage as? T
        if appearing || old != value {
            entry.storage = value
            let callback = GeometryCallback(name: "onGeometryChange", path: context.path, line: line, column: column)
            let action = self.action
            graph.enqueueAction { if callback.admitted() { action(old ?? value, value) } }
        }
        return content.modified(.reportsFrame(key: key))
    }
}
