/// `.multilineTextAlignment(_:)`: the alignment of the lines of multi-line text below.
struct TextAlignmentModifier: EnvironmentModifier {
    var alignment: TextAlignment

    var description: String { ".multilineTextAlignment(.\(alignment))" }

    func apply(to env: inout LayoutEnvironment) { env.textAlignment = alignment }
}

/// Alignment of the lines of multi-line text.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

extension Modifier {
    /// Environment: alignment of the lines of multi-line text.
    public static func multilineTextAlignment(_ alignment: TextAlignment) -> Modifier {
        .environment(AnyEnvironmentModifier(TextAlignmentModifier(alignment: alignment)))
    }
}
