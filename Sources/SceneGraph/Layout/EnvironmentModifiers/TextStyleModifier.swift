/// A text modifier written on a view (`.tracking`, `.italic()`, `.underline()` …): applies to
/// the text below.
struct TextStyleModifier: EnvironmentModifier {
    var change: TextStyle.Change

    var description: String { ".textStyle(\(change))" }

    func apply(to env: inout LayoutEnvironment) { env.textStyle = env.textStyle.applying(change) }
}

extension Modifier {
    /// Environment: one text modifier (`.tracking`, `.italic()`, `.underline()` …) for the text
    /// below.
    public static func textStyle(_ change: TextStyle.Change) -> Modifier {
        .environment(AnyEnvironmentModifier(TextStyleModifier(change: change)))
    }
}
