internal import SceneGraph

/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    var engine: MultilineAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension View {
    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
