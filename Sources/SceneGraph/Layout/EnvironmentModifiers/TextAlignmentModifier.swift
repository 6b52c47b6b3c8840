/// `.multilineTextAlignment(_:)`: the alignment of the lines of multi-line text below.
struct TextAlignmentModifier: EnvironmentModifier {
    var alignment: MultilineAlignment

    var description: String { ".multilineTextAlignment(.\(alignment))" }

    func apply(to env: inout LayoutEnvironment) { env.textAlignment = alignment }
}

/// Alignment of the lines of multi-line text.
public enum MultilineAlignment: Hashable, Sendable {
    case leading, center, trailing
}

extension ModifierNode {
    /// Environment: alignment of the lines of multi-line text.
    public static func multilineTextAlignment(_ alignment: MultilineAlignment) -> ModifierNode {
        .environment(AnyEnvironmentModifier(TextAlignmentModifier(alignment: alignment)))
    }
}
