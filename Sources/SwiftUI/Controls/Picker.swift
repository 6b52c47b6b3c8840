internal import SceneGraph

/// A control that chooses one of its options: SwiftUI's `Picker`, drawn at rest as its style
/// shows it (iOS 17's default: a menu button with the current choice). The options are the views
/// of its content; each is chosen by its `.tag(_:)`, or by its `ForEach` id when it has none, as
/// in SwiftUI. An optional selection matches the tags by the value it holds.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: AnyHashable?
    let content: Content
    let currentValueLabel: (any View)?
    /// Where the scene wrote the picker: an approximate drawing warns there.
    let location: SourceLocation

    public var body: Never { neverBody("Picker") }

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        self.selection = TabBar.tagValue(selection.wrappedValue)
        self.content = content()
        currentValueLabel = nil
        location = SourceLocation(line: line, column: column)
    }

    /// iOS 13's form, the label given as a view (deprecated, still common).
    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content, line: Int = #line,
        column: Int = #column
    ) {
        self.init(selection: selection, content: content, label: { label }, line: line, column: column)
    }

    /// A picker whose button shows `currentValueLabel` instead of the selected option.
    public init<C: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C, line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        self.selection = TabBar.tagValue(selection.wrappedValue)
        self.content = content()
        self.currentValueLabel = currentValueLabel()
        location = SourceLocation(line: line, column: column)
    }

    /// A picker of several sources' selections (iOS 17), drawn with the first source's.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        self.selection = sources.first.map { TabBar.tagValue($0[keyPath: selection].wrappedValue) }
        self.content = content()
        currentValueLabel = nil
        location = SourceLocation(line: line, column: column)
    }
}

extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, content: content, label: { Text(titleKey) }, line: line,
            column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, content: content, label: { Text(title) }, line: line,
            column: column)
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(titleKey) }, line: line,
            column: column)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(title) }, line: line,
            column: column)
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// A picker titled with `titleKey` and the SF Symbol `systemImage` (iOS 17).
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, content: content,
            label: { SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column) }, line: line,
            column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, content: content,
            label: { SwiftUI.Label(title, systemImage: systemImage, line: line, column: column) }, line: line,
            column: column)
    }
}

extension Picker: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let options = lowerView(content, in: context.child(1)).flattened.map { option -> PickerOption in
            var option = option
            option.slot = nil
            return PickerOption(lowered: option)
        }
        let selectedIndex = selection.flatMap { selection in
            options.firstIndex { Picker.tag(of: $0.lowered) == selection }
        }
        let configuration = PickerConfiguration(
            label: label, options: options, selectedIndex: selectedIndex, currentValueLabel: currentValueLabel,
            location: location)
        let style = context.environment[PickerStyleKey.self]
        let drawing = style as? any PickerStyleDrawing ?? DefaultPickerStyle()
        return drawing.draw(configuration, in: context.child(0))
    }

    /// The value that selects an option: its `.tag`, else its `ForEach` element's id.
    static func tag(of option: Lowered) -> AnyHashable? {
        (option.traits[TabBar.tagTrait]?.value ?? option.traits[ForEachIDTrait.name]?.value) as? AnyHashable
    }
}

/// Whether the controls below are drawn as the rows of a `Form` or a `List` (set by the row):
/// a picker then shows its label at the leading edge and its value at the trailing edge.
struct FormRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a form's or a list's row.
    var isFormRow: Bool {
        get { self[FormRowKey.self] }
        set { self[FormRowKey.self] = newValue }
    }
}

/// A picker as a form row draws it: the label at the leading edge, `value` at the trailing edge,
/// filling the width offered (`value` alone under `.labelsHidden()`).
struct PickerFormRow<Value: View>: View, PrimitiveView {
    let label: any View
    let value: Value

    var body: Never { neverBody("PickerFormRow") }

    func lower(in context: LoweringContext) -> Lowered {
        if context.environment.labelsHidden { return lowerView(value, in: context.child(0)) }
        return lowerView(
            HStack {
                AnyView(label)
                Spacer()
                value
            }, in: context.child(0))
    }
}
