internal import SceneGraph

// `.minimumScaleFactor(_:)`: text that does not fit its width within its line limit is set
// smaller, down to `factor` of its size, as large as fits.

extension View {
    /// Lets the text below shrink to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}

/// How small text may be set to fit; SceneGraph sets the text so.
private struct MinimumScaleFactorKey: EngineEnvironmentKey {
    static var defaultValue: CGFloat { 1 }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .textStyle(.minimumScaleFactor(Double(environment.minimumScaleFactor)))
    }
}

extension EnvironmentValues {
    /// The least fraction of its size text below may shrink to, to fit (`.minimumScaleFactor`);
    /// 1 by default.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}
