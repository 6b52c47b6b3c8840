/// Controls shown together: SwiftUI's `ControlGroup`, drawn by the `.controlGroupStyle` set
/// above (iOS's default outside menus and toolbars: the controls side by side in one rounded
/// box, parted by hairlines).
public struct ControlGroup<Content: View>: View {
    let label: (any View)?
    let content: Content

    public var body: Never { neverBody("ControlGroup") }

    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }

    /// A group with a label, which menu styles show.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.label = label
        self.content = LabeledControlGroupContent(content: content(), label: label)
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C, line: Int = #line,
        column: Int = #column
    ) where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C, line: Int = #line, column: Int = #column
    ) where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage, line: line, column: column) }
    }
}

/// The content of a labelled control group: the controls (the label is the group's).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = ControlGroupStyleConfiguration(
            label: ControlGroupStyleConfiguration.Label(content: label ?? EmptyView()),
            content: ControlGroupStyleConfiguration.Content(content: content))
        let style = context.environment[ControlGroupStyleKey.self]
        func body<S: ControlGroupStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}
