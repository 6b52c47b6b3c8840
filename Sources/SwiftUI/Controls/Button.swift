internal import SceneGraph

/// A control that runs an action when tapped: SwiftUI's `Button`. Nothing is tapped in a
/// render, so the action never runs; the button draws its label tinted with the accent colour
/// (or the `.tint` set above it; a label's own colours win, and so does a foreground style set
/// around the button), as iOS's default button style draws it.
public struct Button<Label: View>: View {
    let label: Label

    /// A button with a label of any views (`Button { … } label: { … }`).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A button with a role. The role does not change the drawing: the label is tinted with the
    /// accent colour whatever the role.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
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
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(title)
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
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void, line: Int = #line,
        column: Int = #column
    ) {
        label = SwiftUI.Label(title, systemImage: systemImage, line: line, column: column)
    }
}

extension Button: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // Several views in a label stack vertically.
        let label = lowerView(label, in: context.child(0)).single(in: .v(alignment: .center, spacing: nil))
        // The label is tinted unless a foreground style is set around the button.
        if context.environment.hasForegroundStyle { return label }
        return label.modified(.foregroundColor((context.environment.tint ?? Color.accentColor).resolved))
    }
}

/// What a button does, which styles may show (`.destructive` in red, `.cancel` in bold).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
