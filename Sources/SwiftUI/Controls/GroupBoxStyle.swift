/// The look of a group box: SwiftUI's `GroupBoxStyle`, applied with `.groupBoxStyle(_:)`. A
/// scene's own style draws its `makeBody`.
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
        /// True for a group box without a label, which takes no room (nor the spacing after it).
        var isEmpty: Bool { content is EmptyView }
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

/// The platform's group box style: the label in the headline font over the content, 16 pt
/// inside a rounded rectangle (radius 8) of secondarySystemBackground (242, 242, 247; dark
/// 28, 28, 30). Figures: iOS 17 draws the box with UIKit's secondarySystemBackground and the
/// standard 16-pt padding, measured on simulator screenshots.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            if !configuration.label.isEmpty { configuration.label.font(.headline) }
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
