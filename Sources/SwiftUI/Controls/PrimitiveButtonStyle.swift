internal import SceneGraph

/// A button style that handles the interaction itself: SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("PrimitiveButtonStyleConfiguration.Label") }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Runs the button's action (nothing runs in a render).
    public func trigger() {}
}

extension PrimitiveButtonStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

/// The platform's default button style: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration, isTinted: true)
    }
}

/// A button style with no border and no tint of its own: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration, isTinted: false)
    }
}

/// A button style without a border: the label in the tint (the accent colour).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration, isTinted: true)
    }
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

/// A borderless button's drawing: its label (several views stacked vertically), in the tint
/// unless a foreground style is set around the button; red for a destructive button.
struct BorderlessButtonBody: View, StylePart {
    let configuration: PrimitiveButtonStyleConfiguration
    let isTinted: Bool

    var body: Never { neverBody("BorderlessButtonBody") }

    func lower(in context: LoweringContext) -> Lowered {
        guard isTinted, context.environment.foregroundStyle == nil else {
            return lowerView(configuration.label, in: context.child(0)).single(in: .v(alignment: .center, spacing: nil))
        }
        // The tint is the label's foreground style, also for what the label resolves again.
        let tint = buttonTint(role: configuration.role, in: context.environment)
        var labelContext = context.child(0)
        labelContext.environment.foregroundStyle = AnyShapeStyle(tint)
        return lowerView(configuration.label, in: labelContext).single(in: .v(alignment: .center, spacing: nil))
            .modified(.foregroundColor(tint.resolved(in: context.environment)))
    }
}

/// The colour a button's style tints it with: red for a destructive button, else the `.tint`
/// set above, else the accent colour; a disabled button's grey below `.disabled(true)`.
func buttonTint(role: ButtonRole?, in environment: EnvironmentValues) -> Color {
    if !environment.isEnabled { return disabledButtonLabel }
    if role == .destructive { return .red }
    return environment.tint ?? .accentColor
}

/// A disabled button's label, in the built-in styles: UIKit's `tertiaryLabel` (light and dark).
/// An estimate: Apple says a disabled button is dimmed without giving its colour; iOS draws
/// the label grey, about as light as a text field's placeholder.
let disabledButtonLabel = Color(uiColor: .tertiaryLabel)

/// A disabled bordered button's background: UIKit's `tertiarySystemFill` (an estimate, as above).
let disabledButtonFill = Color(uiColor: .tertiarySystemFill)
