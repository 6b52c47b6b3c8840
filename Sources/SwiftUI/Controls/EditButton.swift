/// The button that turns editing on and off: SwiftUI's `EditButton`, drawn at rest as iOS draws
/// it — "Edit" (or "Done" while the edit mode above is active) in the accent colour.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {}
    }
}
