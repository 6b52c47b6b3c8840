/// A value with a label: SwiftUI's `LabeledContent`, drawn as iOS draws it in a form — the
/// label at the leading edge, the value at the trailing edge in the secondary colour, filling
/// the width offered (the value alone under `.labelsHidden()`).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label beside any content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { neverBody("LabeledContent") }
}

extension LabeledContent where Label == Text {
    /// The title `titleKey` beside any content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The title `titleKey` beside the text `value`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let value = content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        if context.environment.labelsHidden { return lowerView(value, in: context.child(0)) }
        return lowerView(
            HStack {
                label
                Spacer()
                value
            }, in: context.child(0))
    }
}
