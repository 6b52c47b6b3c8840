/// Sets the colour scheme views below read from `\.colorScheme`.
struct ColorSchemeModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let colorScheme: ColorScheme?

    func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
    }
}

extension View {
    /// The colour scheme the scene prefers. Zoetrope draws system colours in light mode; the
    /// views below read `colorScheme` from `@Environment(\.colorScheme)`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(ColorSchemeModifier(colorScheme: colorScheme))
    }
}
