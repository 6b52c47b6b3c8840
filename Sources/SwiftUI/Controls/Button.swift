internal import SceneGraph

/// A control that runs an action when tapped: SwiftUI's `Button`. Nothing is tapped in a
/// render, so the action never runs; the button draws the `.buttonStyle` set above it, by
/// default iOS's: its label tinted with the accent colour (or the `.tint` set above it; a label's
/// own colours win, and so does a foreground style set around the button).
public struct Button<Label: View>: View {
    let label: Label
    var role: ButtonRole?

    /// A button with a label of any views (`Button { … } label: { … }`).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A button with a role: styles draw a destructive button in red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    public var body: Never { neverBody("Button") }
}

extension Button where Label == Text {
    /// A button whose label is the text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        label = Text(titleKey)
    }

    /// A button whose label is a string's characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(titleKey)
        self.role = role
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(title)
        self.role = role
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button whose label is a symbol beside a title.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void, line: Int = #line,
        column: Int = #column
    ) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping () -> Void, line: Int = #line, column: Int = #column
    ) {
        label = SwiftUI.Label(title, systemImage: systemImage, line: line, column: column)
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void,
        line: Int = #line, column: Int = #column
    ) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage, line: line, column: column)
        self.role = role
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void, line: Int = #line,
        column: Int = #column
    ) {
        label = SwiftUI.Label(title, systemImage: systemImage, line: line, column: column)
        self.role = role
    }
}

extension Button: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(content: label))
        func body<S: PrimitiveButtonStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(context.environment[ButtonStyleKey.self])
    }
}
