/// A box that groups views under an optional label: SwiftUI's `GroupBox`, drawn by the
/// `.groupBoxStyle` set above (iOS's default: the label in the headline font over the content,
/// 16 pt inside a rounded rectangle of secondarySystemBackground, light grey or, in dark mode,
/// dark grey).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public var body: Never { neverBody("GroupBox") }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is drawing, to style further in its `makeBody`.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

extension GroupBox: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: label),
            content: GroupBoxStyleConfiguration.Content(content: content))
        // The group box a style is drawing draws as the default (the style is not applied twice).
        if label is GroupBoxStyleConfiguration.Label {
            return lowerView(DefaultGroupBoxStyle().makeBody(configuration: configuration), in: context.child(0))
        }
        let style = context.environment[GroupBoxStyleKey.self]
        func body<S: GroupBoxStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}
