/// A field for a password: SwiftUI's `SecureField`, drawn as a `TextField` is (in the
/// `.textFieldStyle` set above) with each character of its text as a bullet (•), or its
/// prompt (else its title) as the placeholder when the text is empty.
public struct SecureField<Label: View>: View {
    let field: TextFieldContent
    let label: Label

    /// A field whose label is any views; without a prompt, the label is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.label = label
        field = TextFieldContent(text: text, placeholder: prompt ?? label, isSecure: true)
    }

    public var body: Never { neverBody("SecureField") }
}

extension SecureField where Label == Text {
    /// A field titled `titleKey`: the title is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field titled `titleKey` whose placeholder is `prompt` (the title when nil).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// The iOS 13 form with an action on return: nothing is typed in a render, so it never runs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

extension SecureField: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { field.lowerStyled(in: context) }
}
