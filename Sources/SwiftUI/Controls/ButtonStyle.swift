internal import SceneGraph

/// The look of a button: SwiftUI's `ButtonStyle`, applied with `.buttonStyle(_:)`. A button
/// draws its style's `makeBody`, with its label as `configuration.label`, never pressed.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("ButtonStyleConfiguration.Label") }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is pressed (never, in a render).
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

/// A `ButtonStyle` where buttons expect a `PrimitiveButtonStyle`: its body, never pressed.
struct ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle, WrappingStyle {
    let style: Style
    var wrapped: Any { style }

    func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Style.Body {
        style.makeBody(
            configuration: ButtonStyleConfiguration(
                role: configuration.role, label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                isPressed: false))
    }
}

/// The style buttons below draw with (`.buttonStyle`); iOS's default, `.automatic`.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: any PrimitiveButtonStyle { DefaultButtonStyle() }
}

/// The shape of bordered buttons below (`.buttonBorderShape`).
struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

/// What a button does, which styles show (a destructive button is red).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static let circle = ButtonBorderShape(kind: .circle)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

/// The size of a control.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Draws the buttons in this view with `style`'s `makeBody`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ButtonStyleKey>(style: ButtonStyleAdapter(style: style)))
    }

    /// Draws the buttons in this view with `style` (`.bordered`, `.borderedProminent` …).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ButtonStyleKey>(style: style))
    }

    /// The shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(StyleModifier<ButtonBorderShapeKey>(style: shape))
    }

    /// The size of controls in this view: bordered buttons' paddings and corners follow it.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
