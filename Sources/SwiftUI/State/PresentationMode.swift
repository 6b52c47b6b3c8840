/// Whether a view is presented (a sheet, a navigation destination), and a way to dismiss it:
/// the pre-iOS 15 `@Environment(\.presentationMode)`, deprecated and still compiled by iOS 17.
/// A render's root is not presented; dismissing does nothing, as `DismissAction` does.
public struct PresentationMode {
    /// Whether the view is presented: false at the root of a render.
    public let isPresented: Bool

    /// Dismisses the view; does nothing in a render.
    public mutating func dismiss() {}
}

private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
}

extension EnvironmentValues {
    /// The presentation of the views below (`presentationMode.wrappedValue.dismiss()`).
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }
}
