internal import SceneGraph

extension View {
    /// Runs `action` when the view appears: at the time its state first puts it on screen
    /// (time 0 for views there from the start).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(
            SceneModifier { content, context in
                if let action { context.graph.onAppear(context.path, action) }
                return content
            })
    }
}
