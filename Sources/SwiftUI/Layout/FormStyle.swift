/// The look of a form: SwiftUI's `FormStyle`, applied with `.formStyle(_:)`. A scene's own style
/// draws its `makeBody`; the built-in ones draw the grouped form.
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `FormStyle` draws a form from.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("FormStyleConfiguration.Content") }
    }

    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

/// The platform's form style: grouped, on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

/// Rows in sections, as an inset grouped list.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

/// Labels in a column beside their controls (macOS); drawn as the grouped form, as iPhone
/// shows most forms (`.formStyle(.columns)` warns).
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The grouped form's drawing: its content as the rows of an inset grouped list, whatever list
/// style is set around it.
struct GroupedFormBody: View, StylePart {
    let configuration: FormStyleConfiguration

    var body: Never { neverBody("GroupedFormBody") }

    func lower(in context: LoweringContext) -> Lowered {
        ListDrawing(metrics: ListMetrics(kind: .insetGrouped)).lower(configuration.content, in: context)
    }
}

/// The style forms below draw with (`.formStyle`).
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: any FormStyle { AutomaticFormStyle() }
}

extension View {
    /// Draws the forms in this view with `style`.
    public func formStyle<S: FormStyle>(_ style: S, line: Int = #line, column: Int = #column) -> some View {
        if style is ColumnsFormStyle {
            RuntimeWarning.emit(
                "'.formStyle(.columns)' is drawn as '.grouped' by Zoetrope (Apple does not document its look on iPhone)",
                line: line, column: column)
        }
        return modifier(StyleModifier<FormStyleKey>(style: style))
    }
}
