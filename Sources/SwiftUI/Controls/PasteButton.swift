/// The system's paste button (iOS 16, `UIPasteControl`): a capsule in the accent colour with
/// the clipboard symbol and "Paste" in white, as iOS draws it at rest. Nothing is pasted in a
/// render, so its action never runs.
public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        Button {
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}
