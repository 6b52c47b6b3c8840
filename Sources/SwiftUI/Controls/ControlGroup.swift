internal import SceneGraph

/// Controls shown together: SwiftUI's `ControlGroup`, drawn by the `.controlGroupStyle` set
/// above (iOS's default outside menus and toolbars: the controls side by side in one rounded
/// box, parted by hairlines).
public struct ControlGroup<Content: View>: View {
    let label: (any View)?
    let content: Content
    /// Where the scene wrote the group: its approximate drawing warns there.
    var location = SourceLocation(line: 0, column: 0)

    public var body: Never { neverBody("ControlGroup") }

    public init(@ViewBuilder content: () -> Content, line: Int = #line, column: Int = #column) {
        label = nil
        self.content = content()
        location = SourceLocation(line: line, column: column)
    }

    /// A group with a label, which menu styles show.
    public init<C: View, L: View>(
        @ViewBuilder content: () -> C, @ViewBuilder label: () -> L, line: Int = #line, column: Int = #column
    ) where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.label = label
        self.content = LabeledControlGroupContent(content: content(), label: label)
        location = SourceLocation(line: line, column: column)
    }

    public init<C: View>(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C, line: Int = #line, column: Int = #column
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) }, line: line, column: column)
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> C, line: Int = #line, column: Int = #column
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) }, line: line, column: column)
    }

    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C, line: Int = #line,
        column: Int = #column
    ) where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(
            content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column) },
            line: line, column: column)
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C, line: Int = #line, column: Int = #column
    ) where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(
            content: content, label: { SwiftUI.Label(title, systemImage: systemImage, line: line, column: column) },
            line: line, column: column)
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
        if style is any ApproximateControlGroupStyle {
            context.graph.warn(
                "a 'ControlGroup' is drawn approximately by Zoetrope: its controls side by side in one grey box",
                at: location)
        }
        func body<S: ControlGroupStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}
