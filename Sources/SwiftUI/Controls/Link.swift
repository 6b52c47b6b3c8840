/// A control that opens a URL: SwiftUI's `Link`. Nothing is tapped in a render, so it never
/// opens; it draws as iOS draws it, as a button with its label (by default a borderless
/// button: the label in the accent colour, or the `.tint` set above), in the `.buttonStyle`
/// set above.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link whose label is any views.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { neverBody("Link") }
}

extension Link where Label == Text {
    /// A link whose label is the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link whose label is a string's characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerView(Button(action: {}) { label }, in: context.child(0))
    }
}
