/// A button that opens a menu of its content: SwiftUI's `Menu`. At rest only its label shows, drawn
/// by the `.menuStyle` set above (by default as a borderless button: the label in the accent
/// colour); the content is the menu iOS shows once it is tapped, never in a render.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public var body: Never { neverBody("Menu") }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A menu whose tap runs `primaryAction` (a long press shows the menu).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu labelled with the SF Symbol `systemImage` beside `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, line: Int = #line,
        column: Int = #column
    ) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage, line: line, column: column) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` is drawing, to style further in its `makeBody`.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

extension Menu: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // `.menuIndicator(.visible)`: the label followed by the chevron a menu picker draws.
        let shownLabel: any View =
            context.environment.menuIndicatorVisibility == .visible && !(label is MenuStyleConfiguration.Label)
            ? MenuPickerValue(value: label, color: context.environment.tint ?? .accentColor) : label
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(content: shownLabel),
            content: MenuStyleConfiguration.Content(content: content))
        // The menu a style is drawing draws as the default (the style is not applied twice).
        if label is MenuStyleConfiguration.Label {
            return lowerView(DefaultMenuStyle().makeBody(configuration: configuration), in: context.child(0))
        }
        let style = context.environment[MenuStyleKey.self]
        func body<S: MenuStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}
