internal import SceneGraph

extension View {
    /// Runs `action` when the view disappears: after the state change that takes it off screen.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(
            SceneModifier { content, context in
                let (entry, _) = Lifecycle.of(context.graph).visit(context.path)
                entry.disappear = action
                return content
            })
    }
}
