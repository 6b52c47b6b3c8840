internal import SceneGraph

extension View {
    /// Runs `action` when the view appears: at the time its state puts it on screen (time 0
    /// for views there from the start), again if it comes back after disappearing.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(
            SceneModifier { content, context in
                let (_, appearing) = Lifecycle.of(context.graph).visit(context.path)
                if appearing, let action { context.graph.enqueueAction(action) }
                return content
            })
    }
}
