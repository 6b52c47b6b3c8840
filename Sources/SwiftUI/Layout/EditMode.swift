/// Whether a view is being edited: SwiftUI's `EditMode`. A render is never edited, so a list
/// draws no delete or move controls whatever its edit mode.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing is on (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views below (`.environment(\.editMode, …)`); read by `EditButton`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
