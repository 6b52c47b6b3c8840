internal import SceneGraph

/// Sets the colour scheme of the presentation: the views below, and the root's when the scene
/// is lowered again (`SceneRun`), as iOS switches the whole presentation.
struct ColorSchemeModifier: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let colorScheme: ColorScheme?

    func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        if let colorScheme { context.graph.preferColorScheme(colorScheme) }
        return content
    }
}

extension View {
    /// The colour scheme the scene prefers: on iOS it sets the scheme of the whole presentation
    /// the view is in (here, the root's); nil leaves it as it is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(ColorSchemeModifier(colorScheme: colorScheme))
    }
}

extension View {
    /// The older form of `.environment(\.colorScheme, _)`: this view and the views inside are
    /// drawn in `colorScheme`.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
