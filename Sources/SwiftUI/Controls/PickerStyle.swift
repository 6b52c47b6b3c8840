internal import SceneGraph

/// The look of a picker: SwiftUI's `PickerStyle`, applied with `.pickerStyle(_:)`. As in SwiftUI,
/// the built-in styles are the only ones (the protocol has no requirement a scene can meet).
public protocol PickerStyle {}

/// A built-in picker style's drawing of a picker at rest (its current selection shown).
protocol PickerStyleDrawing {
    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered
}

/// What a picker style draws a picker from: its label, its options (lowered, with their tags)
/// and which one is selected.
struct PickerConfiguration {
    let label: any View
    let options: [PickerOption]
    /// The index in `options` of the one whose tag is the selection; nil when none is.
    let selectedIndex: Int?
    /// `currentValueLabel:`, drawn for the selection instead of the option.
    let currentValueLabel: (any View)?
    /// Where the scene wrote the picker.
    let location: SourceLocation

    /// Warns at the picker's line that `what` is drawn approximately, once.
    func warnApproximate(_ what: String, in context: LoweringContext) {
        context.graph.warn(what, at: location)
    }

    /// The selected option as it is drawn in a button or a row: the current value label, else
    /// the option itself, else nothing.
    var selectedValue: any View {
        if let currentValueLabel { return currentValueLabel }
        if let selectedIndex { return options[selectedIndex] }
        return EmptyView()
    }
}

/// One option of a picker, lowered from the picker's content, drawn where a style places it.
struct PickerOption: View, PrimitiveView {
    let lowered: Lowered

    var body: Never { neverBody("PickerOption") }

    func lower(in context: LoweringContext) -> Lowered { lowered }
}

/// The style pickers below draw with (`.pickerStyle`).
struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension View {
    /// Draws the pickers in this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(StyleModifier<PickerStyleKey>(style: style))
    }
}
