internal import SceneGraph

/// The look of a label: SwiftUI's `LabelStyle`, applied with `.labelStyle(_:)`. A scene's own
/// style draws its `makeBody`.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: any View
        public var body: Never { neverBody("LabelStyleConfiguration.Title") }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: any View
        public var body: Never { neverBody("LabelStyleConfiguration.Icon") }
    }

    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

extension LabelStyleConfiguration.Icon: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

/// The platform's label style: the icon and the title, on iOS.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconBody(configuration: configuration)
    }
}

/// The icon before the title, side by side, centred, with the default spacing.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconBody(configuration: configuration)
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The icon and the title in a centred horizontal stack with the default spacing.
struct TitleAndIconBody: View, StylePart {
    let configuration: LabelStyleConfiguration

    var body: Never { neverBody("TitleAndIconBody") }

    func lower(in context: LoweringContext) -> Lowered {
        // In a list's rows iOS draws the icon in the list item tint, else the accent colour
        // (unless a foreground style is set around it).
        guard context.environment.listMetrics != nil, context.environment.foregroundStyle == nil else {
            let icon = lowerView(configuration.icon, in: context)
            let title = lowerView(configuration.title, in: context)
            return .container(.h(alignment: .center, spacing: nil), [icon, title])
        }
        let tint = context.environment.listItemTint?.resolvedColor ?? context.environment.tint ?? .accentColor
        var iconContext = context
        iconContext.environment.foregroundStyle = AnyShapeStyle(tint)
        let icon = lowerView(configuration.icon, in: iconContext)
            .modified(.foregroundColor(tint.resolved(in: context.environment)))
        let title = lowerView(configuration.title, in: context)
        return .container(.h(alignment: .center, spacing: nil), [icon, title])
    }
}

/// The style labels below draw with (`.labelStyle`).
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension View {
    /// Draws the labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(StyleModifier<LabelStyleKey>(style: style))
    }
}
