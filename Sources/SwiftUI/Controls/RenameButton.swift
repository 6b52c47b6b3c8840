/// The system's rename button: "Rename" with a pencil, as a menu or toolbar shows it. Nothing is
/// tapped in a render, so the `.renameAction` above it never runs.
public struct RenameButton<Label: View>: View {
    public var body: some View {
        Button {
        } label: {
            SwiftUI.Label("Rename", systemImage: "pencil")
        }
    }
}

extension RenameButton where Label == SwiftUI.Label<Text, Image> {
    public init() {}
}

extension View {
    /// What a `RenameButton` inside runs: never, in a render.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }

    /// Focuses `isFocused` when a `RenameButton` inside is tapped: never, in a render.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
}
