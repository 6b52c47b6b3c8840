internal import SceneGraph

extension View {
    /// Adds `lineSpacing` points between the lines of the text below (not after the last).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
}

/// The points between lines of text; SceneGraph sets the text with them.
private struct LineSpacingKey: EngineEnvironmentKey {
    static var defaultValue: CGFloat { 0 }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .textStyle(.lineSpacing(Double(environment.lineSpacing)))
    }
}

extension EnvironmentValues {
    /// The points added between the lines of text (`.lineSpacing(_:)`); 0 by default.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}
