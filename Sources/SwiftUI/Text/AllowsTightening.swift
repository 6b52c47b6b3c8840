internal import SceneGraph

extension View {
    /// Whether text that its width would cut short may be set tighter first: text at most 5 %
    /// wider than its width is drawn with its characters closer together, whole, as UIKit does
    /// (its default tightening factor for truncation); wider text is truncated as before.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}

/// Whether text may be set tighter to fit; SceneGraph sets the text so.
private struct AllowsTighteningKey: EngineEnvironmentKey {
    static var defaultValue: Bool { false }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .textStyle(.allowsTightening(environment.allowsTightening))
    }
}

extension EnvironmentValues {
    /// Whether text below may be set tighter to fit its width (`.allowsTightening(_:)`).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}
