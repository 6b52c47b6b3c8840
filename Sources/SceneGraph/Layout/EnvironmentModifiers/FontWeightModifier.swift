/// `.fontWeight(_:)`, `.bold()`: overrides the weight of text below.
struct FontWeightModifier: EnvironmentModifier {
    var weight: Font.Weight

    var description: String { ".fontWeight(\(weight))" }

    func apply(to env: inout LayoutEnvironment) { env.fontWeight = weight }
}

extension Modifier {
    /// Environment: overrides the weight of text below (`.bold()` is `.fontWeight(.bold)`).
    public static func fontWeight(_ weight: Font.Weight) -> Modifier {
        .environment(AnyEnvironmentModifier(FontWeightModifier(weight: weight)))
    }
}
