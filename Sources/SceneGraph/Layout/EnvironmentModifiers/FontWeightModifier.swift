/// `.fontWeight(_:)`, `.bold()`: overrides the weight of text below.
struct FontWeightModifier: EnvironmentModifier {
    var weight: FontRequest.Weight

    var description: String { ".fontWeight(\(weight))" }

    func apply(to env: inout LayoutEnvironment) { env.fontWeight = weight }
}

extension ModifierNode {
    /// Environment: overrides the weight of text below (`.bold()` is `.fontWeight(.bold)`).
    public static func fontWeight(_ weight: FontRequest.Weight) -> ModifierNode {
        .environment(AnyEnvironmentModifier(FontWeightModifier(weight: weight)))
    }
}
