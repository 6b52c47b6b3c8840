internal import SceneGraph

/// A title with an icon before it: SwiftUI's `Label`, drawn by the `.labelStyle` set above; by
/// default the icon and the title side by side in a centred horizontal stack with the default
/// spacing.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { neverBody("Label") }
}

extension Label where Title == Text, Icon == Image {
    /// The SF Symbol `systemImage` beside the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, line: Int = #line, column: Int = #column) {
        title = Text(titleKey)
        icon = Image(systemName: name, line: line, column: column)
    }

    /// The SF Symbol `systemImage` beside a string's characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, line: Int = #line, column: Int = #column) {
        self.title = Text(title)
        icon = Image(systemName: name, line: line, column: column)
    }

    /// The image asset `image` beside the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, image name: String, line: Int = #line, column: Int = #column) {
        title = Text(titleKey)
        icon = Image(name, line: line, column: column)
    }

    /// The image asset `image` beside a string's characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, line: Int = #line, column: Int = #column) {
        self.title = Text(title)
        icon = Image(name, line: line, column: column)
    }
}

extension Label: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: title), icon: LabelStyleConfiguration.Icon(content: icon))
        func body<S: LabelStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(context.environment[LabelStyleKey.self])
    }
}
