internal import SceneGraph

extension View {
    /// Multiplies the view's alpha by `opacity` (0 transparent, 1 unchanged).
    public func opacity(_ opacity: Double, line: Int = #line, column: Int = #column) -> some View {
        RuntimeWarning.nonFinite("opacity", ["": opacity], line: line, column: column)
        return modifier(SceneModifier(.opacity(opacity)))
    }
}
