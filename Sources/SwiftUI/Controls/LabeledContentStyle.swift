/// The look of a labeled content: SwiftUI's `LabeledContentStyle`, applied with
/// `.labeledContentStyle(_:)`. A scene's own style draws its `makeBody`.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabeledContentStyle` draws a labeled content from.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("LabeledContentStyleConfiguration.Label") }
    }

    /// The content (the value), as a view.
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("LabeledContentStyleConfiguration.Content") }
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension LabeledContentStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

/// The platform's style: the label at the leading edge, the value at the trailing edge in the
/// secondary colour (see `LabeledContent`).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The style labeled contents below draw with (`.labeledContentStyle`).
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Draws the labeled contents in this view with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(StyleModifier<LabeledContentStyleKey>(style: style))
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is drawing, drawn in the platform's style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
