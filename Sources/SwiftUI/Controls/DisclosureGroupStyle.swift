/// The look of a disclosure group: SwiftUI's `DisclosureGroupStyle`, applied with
/// `.disclosureGroupStyle(_:)`. A scene's own style draws its `makeBody`.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `DisclosureGroupStyle` draws a disclosure group from.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("DisclosureGroupStyleConfiguration.Label") }
    }

    /// The group's content, as a view (shown while the group is expanded).
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("DisclosureGroupStyleConfiguration.Content") }
    }

    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded (a style shows the content while it is).
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension DisclosureGroupStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

/// The platform's style: the label with a chevron at the trailing edge, the content under it
/// when expanded (see `DisclosureGroup`).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The style disclosure groups below draw with (`.disclosureGroupStyle`).
struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Draws the disclosure groups in this view with `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(StyleModifier<DisclosureGroupStyleKey>(style: style))
    }
}
