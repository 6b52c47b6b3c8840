/// When a default focus applies: SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Equatable, Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// The field that takes focus first (iOS 17): the keyboard never shows in a render and a
    /// focused field is drawn as one at rest, so the view is drawn unchanged.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View { self }
}
