/// The look of a menu: SwiftUI's `MenuStyle`, applied with `.menuStyle(_:)`. A scene's own style
/// draws its `makeBody`.
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `MenuStyle` draws a menu from.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("MenuStyleConfiguration.Label") }
    }

    /// The menu's content, as a view (shown only when the menu is open).
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("MenuStyleConfiguration.Content") }
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
}

extension MenuStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension MenuStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

/// The platform's menu style: on iOS, the label drawn as a button in the current button style
/// (by default borderless: the label in the accent colour).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// The label drawn as a button in the current `.buttonStyle` (`.bordered` …).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// The label drawn as a borderless button (deprecated in iOS 16 for `.button`).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The style menus below draw with (`.menuStyle`).
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}

extension View {
    /// Draws the menus in this view with `style`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(StyleModifier<MenuStyleKey>(style: style))
    }
}
