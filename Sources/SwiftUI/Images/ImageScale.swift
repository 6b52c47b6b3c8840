internal import SceneGraph

// `.imageScale(_:)`: the size of SF Symbols below relative to the font they are set in. SF's
// small and large scales are about 0.8 and 1.3 times the medium one, which is the font's size
// (approximately: Apple publishes no ratio, and each symbol is drawn apart at each scale).

extension Image.Scale {
    /// The symbol's size for a font size of 1.
    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension View {
    /// Draws the SF Symbols below at `scale` (small, medium or large) of their font's size.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

/// The scale of SF Symbols; SceneGraph draws them at it.
private struct ImageScaleKey: EngineEnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .textStyle(.symbolScale(environment.imageScale.factor))
    }
}

extension EnvironmentValues {
    /// The scale of the SF Symbols below (`.imageScale(_:)`); medium by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
