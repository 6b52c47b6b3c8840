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
        modifier(SceneModifier(.textStyle(.symbolScale(scale.factor))))
    }
}
