internal import SceneGraph

extension Text {
    /// A letter case a text can be shown in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension View {
    /// Shows the text below upper- or lowercased (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        let engine: TextTraits.Case? =
            switch textCase {
            case .uppercase: .uppercase
            case .lowercase: .lowercase
            case nil: nil
            }
        return modifier(SceneModifier(.textStyle(.textCase(engine))))
    }
}
