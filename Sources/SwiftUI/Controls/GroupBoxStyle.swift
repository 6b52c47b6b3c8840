/// The look of a group box: SwiftUI's `GroupBoxStyle`, applied with `.groupBoxStyle(_:)`.
/// (`GroupBox` itself is not drawn yet: the style is carried for when it is.)
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `GroupBoxStyle` draws a group box from.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("GroupBoxStyleConfiguration.Label") }
    }

    /// The group box's content, as a view.
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("GroupBoxStyleConfiguration.Content") }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension GroupBoxStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

/// The platform's group box style: the label over the content, on a rounded background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The style group boxes below draw with (`.groupBoxStyle`).
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Draws the group boxes in this view with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(StyleModifier<GroupBoxStyleKey>(style: style))
    }
}
