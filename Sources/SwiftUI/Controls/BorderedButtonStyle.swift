internal import SceneGraph

/// A button style with a rounded background of the tint at low opacity behind the label in the
/// tint, as iOS 17 draws `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false)
    }
}

/// A button style filled with the tint, the label white, as iOS 17 draws `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A bordered button's drawing: the label, padded by the control size's insets, over its
/// border shape filled with the tint (at 15 % for `.bordered`).
///
/// The insets are UIKit's for a button configuration of the same size (`UIButton.Configuration`:
/// 7 pt above and below and 12 pt on the sides for the medium size SwiftUI's `.regular` is,
/// 14 and 20 for large); the corner radii (6, 8, 12 pt) and the 15 % tint are measured from
/// iOS 17 screenshots, not documented.
struct BorderedButtonBody: View, StylePart {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool

    var body: Never { neverBody("BorderedButtonBody") }

    /// Vertical and horizontal padding and corner radius for a control size.
    static func metrics(_ size: ControlSize) -> (vertical: CGFloat, horizontal: CGFloat, radius: CGFloat) {
        switch size {
        case .mini: (2, 8, 6)
        case .small: (4, 10, 6)
        case .regular: (7, 12, 8)
        case .large, .extraLarge: (14, 20, 12)
        }
    }

    func lower(in context: LoweringContext) -> Lowered {
        let environment = context.environment
        let tint = buttonTint(role: configuration.role, in: environment)
        let metrics = Self.metrics(environment.controlSize)
        // A disabled button, prominent or not: its grey label on a grey fill.
        let isEnabled = environment.isEnabled
        let fill = !isEnabled ? disabledButtonFill : isProminent ? tint : tint.opacity(0.15)
        // The label is in the tint (white on a prominent button) unless a foreground style is set
        // around a bordered button.
        let labelColor: Color? =
            !isEnabled ? tint : isProminent ? .white : environment.foregroundStyle == nil ? tint : nil
        let label = configuration.label
            .foregroundColor(labelColor)
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
        let shape = environment[ButtonBorderShapeKey.self]
        return lowerView(
            label.background(shape.shape(radius: metrics.radius).fill(fill)), in: context.child(0))
    }
}

extension ButtonBorderShape {
    /// The shape: a continuous rounded rectangle of `radius` (`.automatic`), a capsule, a circle.
    func shape(radius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic: AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        case .roundedRectangle(let own): AnyShape(RoundedRectangle(cornerRadius: own ?? radius, style: .continuous))
        case .capsule: AnyShape(Capsule(style: .continuous))
        case .circle: AnyShape(Circle())
        }
    }
}
