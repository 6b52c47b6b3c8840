/// `.font(_:)`: the font of text below.
struct FontModifier: EnvironmentModifier {
    var font: Font

    var description: String { ".font(\(font))" }

    func apply(to env: inout LayoutEnvironment) { env.font = font }
}

extension Modifier {
    /// Environment: font of text below.
    public static func font(_ font: Font) -> Modifier { .environment(AnyEnvironmentModifier(FontModifier(font: font))) }
}
