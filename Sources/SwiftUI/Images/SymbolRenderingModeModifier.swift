internal import SceneGraph

extension View {
    /// Paints the SF Symbols in this view in `mode` (nil: as above).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(SymbolRenderingModeModifier(mode: mode))
    }
}

/// Sets the symbol rendering mode of the content's environment.
struct SymbolRenderingModeModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let mode: SymbolRenderingMode?

    func apply(to environment: inout EnvironmentValues) {
        if let mode { environment.symbolRenderingMode = mode }
    }
}
