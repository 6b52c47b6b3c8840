extension ModifierNode {
    /// The environment below this modifier.
    func environment(_ env: LayoutEnvironment) -> LayoutEnvironment {
        guard case .environment(let modifier) = self else { return env }
        var env = env
        modifier.base.apply(to: &env)
        return env
    }
}
