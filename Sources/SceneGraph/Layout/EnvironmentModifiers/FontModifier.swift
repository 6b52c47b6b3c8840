/// `.font(_:)`: the font of text below.
struct FontModifier: EnvironmentModifier {
    var font: FontRequest

    var description: String { ".font(\(font))" }

    func apply(to env: inout LayoutEnvironment) { env.font = font }
}

extension ModifierNode {
    /// Environment: font of text below.
    public static func font(_ font: FontRequest) -> ModifierNode {
        .environment(AnyEnvironmentModifier(FontModifier(font: font)))
    }
}
