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
        // A scene's own style (`.labeledContentStyle`) draws its `makeBody`; the content a
        // style is drawing, and the platform's style, draw as iOS does.
        let style = context.environment[LabeledContentStyleKey.self]
        if !(style is AutomaticLabeledContentStyle), !(label is LabeledContentStyleConfiguration.Label) {
            let configuration = LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(content: label),
                content: LabeledContentStyleConfiguration.Content(content: content))
            func body<S: LabeledContentStyle>(_ style: S) -> Lowered {
                bindStyle(style, in: context)
                return lowerView(style.makeBody(configuration: configuration), in: context.child(1))
            }
            return body(style)
        }
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
