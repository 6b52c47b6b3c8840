/// The look of a button: SwiftUI's `ButtonStyle`. Zoetrope draws every button the same way
/// (its label, accent-tinted), so `.buttonStyle(_:)` is accepted and the style's `makeBody`
/// is not used.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public var body: Never { neverBody("ButtonStyleConfiguration.Label") }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is pressed (never, in a render).
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}

/// A button style that handles the interaction itself: SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { neverBody("PrimitiveButtonStyleConfiguration.Label") }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Runs the button's action (nothing runs in a render).
    public func trigger() {}
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with no border and no tint of its own.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with a tinted rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with a filled accent background.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle(\(radius))")
    }
}

/// The size of a control.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The style of the buttons in this view: accepted, and buttons are drawn as before.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

    /// The style of the buttons in this view: accepted, and buttons are drawn as before.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

    /// The border shape of bordered buttons: accepted without effect.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

    /// The size of controls in this view: accepted without effect.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
