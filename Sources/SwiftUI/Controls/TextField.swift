internal import SceneGraph

/// An editable line of text: SwiftUI's `TextField`. Nothing is typed in a render, so a field
/// draws its resting state, as iOS shows it before anyone touches the screen: its text in the
/// foreground style (the label colour), or, when the text is empty, its prompt (else its title
/// or label) as the placeholder in iOS's placeholder colour; one line high in the environment's
/// font (body), filling the width offered, in the `.textFieldStyle` set above. With
/// `axis: .vertical` the text wraps onto as many lines as `.lineLimit` allows, and a range's
/// lower bound (`.lineLimit(3...6)`) reserves that many lines.
public struct TextField<Label: View>: View {
    let field: TextFieldContent
    let label: Label

    init(field: TextFieldContent, label: Label) {
        self.field = field
        self.label = label
    }

    /// A field whose label is any views; without a prompt, the label is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(field: TextFieldContent(text: text, placeholder: prompt ?? label), label: label)
    }

    /// A field that wraps its text along `axis` (`.vertical`: onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(field: TextFieldContent(text: text, placeholder: prompt ?? label, axis: axis), label: label)
    }

    /// A field that edits a value through a format style (`.number`, `.currency(code:)` …):
    /// it shows the value formatted.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let label = label()
        self.init(field: TextFieldContent(value: value, format: format, placeholder: prompt ?? label), label: label)
    }

    /// A field that edits a value through a `Formatter`: it shows the value formatted.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(
            field: TextFieldContent(value: value, formatter: formatter, placeholder: prompt ?? label), label: label)
    }

    public var body: Never { neverBody("TextField") }
}

extension TextField where Label == Text {
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

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    // The iOS 13 forms, with actions that run when editing begins or ends and on return:
    // nothing is edited in a render, so they never run. Each combination is its own
    // initializer (not defaulted arguments) so that `TextField("a", text: $s)` stays unambiguous.

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title, text: text)
    }

    /// A field showing `value` through `format`, titled `titleKey`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field showing an optional value through `format`: empty (its placeholder) when nil.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            field: TextFieldContent(value: value, format: format, placeholder: prompt ?? Text(titleKey)),
            label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            field: TextFieldContent(value: value, format: format, placeholder: prompt ?? Text(title)),
            label: Text(title))
    }

    /// A field showing `value` through `formatter`, titled `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

extension TextField: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { field.lowerStyled(in: context) }
}

/// What a text field (or a secure field) shows, whatever its label's type.
struct TextFieldContent {
    /// The field's text, read when it is drawn.
    let text: () -> String
    /// What the field shows while its text is empty: the prompt, else the title or label.
    let placeholder: (any View)?
    var axis: Axis = .horizontal
    /// A `SecureField`: its characters are drawn as bullets.
    var isSecure = false
    /// The bare field a style is given as its configuration, drawn without the style.
    var isConfiguration = false

    init(text: Binding<String>, placeholder: (any View)?, axis: Axis = .horizontal, isSecure: Bool = false) {
        self.text = { text.wrappedValue }
        self.placeholder = placeholder
        self.axis = axis
        self.isSecure = isSecure
    }

    init<F: FormatStyle>(value: Binding<F.FormatInput>, format: F, placeholder: (any View)?)
    where F.FormatOutput == String {
        self.text = { format.locale(TextFormat.locale).format(value.wrappedValue) }
        self.placeholder = placeholder
    }

    init<F: FormatStyle>(value: Binding<F.FormatInput?>, format: F, placeholder: (any View)?)
    where F.FormatOutput == String {
        self.text = { value.wrappedValue.map { format.locale(TextFormat.locale).format($0) } ?? "" }
        self.placeholder = placeholder
    }

    init<V>(value: Binding<V>, formatter: Formatter, placeholder: (any View)?) {
        self.text = { formatter.string(for: value.wrappedValue) ?? "" }
        self.placeholder = placeholder
    }

    /// The field in the text field style of `context`'s environment.
    func lowerStyled(in context: LoweringContext) -> Lowered {
        guard !isConfiguration else { return lowerView(TextFieldBody(field: self), in: context.child(0)) }
        var bare = self
        bare.isConfiguration = true
        let configuration = TextField(field: bare, label: _TextFieldStyleLabel())
        func body<S: TextFieldStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style._body(configuration: configuration), in: context.child(0))
        }
        return body(context.environment[TextFieldStyleKey.self])
    }
}

/// A bare field's drawing: its text (or placeholder) at the leading edge (or where
/// `.multilineTextAlignment` puts it) of the width offered, one line high in the font (on a
/// vertical field, as many lines as its text takes, at least the reserved lines of a
/// `.lineLimit` range).
struct TextFieldBody: View, StylePart {
    let field: TextFieldContent

    var body: Never { neverBody("TextFieldBody") }

    func lower(in context: LoweringContext) -> Lowered {
        let environment = context.environment
        let vertical = field.axis == .vertical
        let horizontal: HorizontalAlignment =
            switch environment.multilineTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        let alignment = Alignment(horizontal: horizontal, vertical: vertical ? .top : .center)
        let lineLimit = vertical ? environment.lineLimit : 1
        let text = field.text()
        let content: AnyView
        if !text.isEmpty {
            // iOS draws a secure field's characters as bullets (U+2022), one a character.
            let shown = field.isSecure ? String(repeating: "\u{2022}", count: text.count) : text
            content = AnyView(Text(verbatim: shown).lineLimit(lineLimit))
        } else if let placeholder = field.placeholder {
            content = AnyView(
                AnyView(placeholder).foregroundColor(Color(named: "placeholderText")).lineLimit(lineLimit))
        } else {
            content = AnyView(EmptyView())
        }
        // A hidden text of blank lines holds the field's height: one line in the field's font,
        // or the lines a vertical field reserves.
        let reserved = vertical ? max(1, environment.reservedLines) : 1
        let view = ZStack(alignment: alignment) {
            Text(verbatim: Array(repeating: " ", count: reserved).joined(separator: "\n")).hidden()
            content
        }
        .frame(maxWidth: .infinity, alignment: alignment)
        return lowerView(view, in: context.child(0))
    }
}
