/// A switch with a label: SwiftUI's `Toggle`, drawn as iOS draws it — the label at the leading
/// edge, the switch (a 51 × 31 capsule, green when on, light grey when off, with a white 27-pt
/// knob) at the trailing edge, filling the width offered — or by the `.toggleStyle` set above.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { neverBody("Toggle") }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        if !context.environment.isEnabled {
            context.graph.warn("a disabled 'Toggle' is drawn as an enabled one by Zoetrope")
        }
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
        let style = context.environment[ToggleStyleKey.self]
        func body<S: ToggleStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}

/// The switch of a `Toggle`: the knob sits 2 pt inside the track, at its trailing end when on.
/// The knob's shadows stay inside the track: iOS draws none outside it (paulz/ViewSnapshots'
/// ToggleView reference: every pixel around both switches is transparent, while the track below
/// the knob is darker).
struct ToggleSwitch: View {
    let isOn: Bool
    var tint = ControlDrawing.switchOn

    var body: some View {
        Capsule()
            .fill(isOn ? tint : ControlDrawing.switchOff)
            .frame(width: 51, height: 31)
            .overlay(ControlKnob(diameter: 27).offset(x: isOn ? 10 : -10))
            .clipShape(Capsule())
    }
}
