/// The look of a toggle: SwiftUI's `ToggleStyle`, applied with `.toggleStyle(_:)`. A scene's
/// own style draws its `makeBody` (`configuration.isOn` from the toggle's binding); `.switch` and
/// `.automatic` are iOS's switch, `.button` a button that shows whether it is on.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view (nothing under `.labelsHidden()`).
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("ToggleStyleConfiguration.Label") }
    }

    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (never, here).
    public var isMixed: Bool = false
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        context.environment.labelsHidden ? Lowered(.empty) : lowerAny(content, in: context.child(0))
    }
}

/// iOS's switch: the label at the leading edge, the switch at the trailing edge; `tint` is its
/// colour when on (green by default).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }

    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// The platform's toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, tint: nil)
    }
}

/// A toggle drawn as a button, as iOS 17 draws it: off, its label in the tint (a borderless
/// button); on, the label over the tint at low opacity (a bordered button).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

/// A button-style toggle's drawing: the label drawn by the borderless or bordered button style.
struct ButtonToggleBody: View, StylePart {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool

    var body: Never { neverBody("ButtonToggleBody") }

    func lower(in context: LoweringContext) -> Lowered {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: label.content))
        if isOn {
            return lowerView(BorderedButtonBody(configuration: configuration, isProminent: false), in: context.child(0))
        }
        return lowerView(BorderlessButtonBody(configuration: configuration, isTinted: true), in: context.child(0))
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ToggleStyleKey>(style: style))
    }
}

/// The style toggles below draw with (`.toggleStyle`); iOS's switch by default.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

/// The switch style's drawing: the label, a spacer and the switch; the switch alone when labels
/// are hidden (it then takes its own size, not the width offered).
struct SwitchToggleBody: View, PrimitiveView {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?

    var body: Never { neverBody("SwitchToggleBody") }

    func lower(in context: LoweringContext) -> Lowered {
        let control = ToggleSwitch(isOn: isOn, tint: tint ?? context.environment.tint ?? ControlDrawing.switchOn)
        return ControlDrawing.labeled(label, control, overhangs: true, in: context)
    }
}
