/// A control that chooses a colour: SwiftUI's `ColorPicker`, drawn as iOS 17 draws it at rest —
/// the label at the leading edge and, at the trailing edge, the colour well: a 28-pt ring of
/// the hue spectrum around a disc of the selected colour (UIColorWell, measured on iOS 17
/// simulator screenshots: ring 3 pt wide, disc 4 pt inside it).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    public var body: Never { neverBody("ColorPicker") }

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = Color(cgColor: selection.wrappedValue)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        ControlDrawing.labeled(label, ColorWell(color: color), in: context)
    }
}

/// The colour well of a `ColorPicker`.
struct ColorWell: View {
    let color: Color

    static let diameter: CGFloat = 28
    /// The spectrum of the ring, clockwise from the top as UIColorWell draws it.
    static let spectrum: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: Self.spectrum, center: .center, angle: .degrees(-90)), lineWidth: 3)
            Circle().fill(color).padding(7)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
