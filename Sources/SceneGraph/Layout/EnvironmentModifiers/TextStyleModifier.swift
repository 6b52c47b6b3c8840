/// A text modifier written on a view (`.tracking`, `.italic()`, `.underline()` …): applies to
/// the text below.
struct TextStyleModifier: EnvironmentModifier {
    var change: TextTraits.Change

    var description: String { ".textStyle(\(change))" }

    func apply(to env: inout LayoutEnvironment) { env.textStyle = env.textStyle.applying(change) }
}

extension ModifierNode {
    /// Environment: one text modifier (`.tracking`, `.italic()`, `.underline()` …) for the text
    /// below.
    public static func textStyle(_ change: TextTraits.Change) -> ModifierNode {
        .environment(AnyEnvironmentModifier(TextStyleModifier(change: change)))
    }
}
