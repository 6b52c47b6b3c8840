// What iOS 17's controls are drawn with (shared by Toggle, Slider, ProgressView, Stepper): system
// colours, so that they follow the colour scheme.
enum ControlDrawing {
    /// A switch's track when on: systemGreen.
    static let switchOn = Color.green
    /// A switch's track when off: systemFill (120, 120, 128 at 16 %) as it looks on white (on
    /// black in dark mode), opaque so that the knob's shadow does not show through it.
    static let switchOff = Color(named: "switchOffTrack")
    /// The unfilled part of a slider's and a progress bar's track: systemFill (120, 120, 128
    /// at 20 %).
    static let track = Color(named: "systemFill")
    /// The filled part: the accent colour, systemBlue.
    static let tint = Color.blue
    /// The spinner's bars: systemGray.
    static let spinner = Color.gray
    /// A stepper's box: tertiarySystemFill (118, 118, 128 at 12 %).
    static let stepperFill = Color(named: "tertiarySystemFill")
    /// The hairline between a stepper's halves: separator (60, 60, 67 at 29 %).
    static let stepperSeparator = Color(named: "separator")
    /// How opaque a disabled stepper side's glyph is: the label colour at half opacity (measured
    /// on iOS 17.0.1's pixels: a disabled minus is 119, 119, 120 on the 238, 238, 239 box, black at
    /// 50 %; Shepherd-Dog/SpeakList's `FlowSnapshotTests/testHappyPath.Light-Mode-Happy-Path-02-
    /// Tap-on-Add-Item.png` at dee2ad73; it was tertiaryLabel, 185 there). Dark mode's white at
    /// 50 % is not measured.
    static let disabledOpacity = 0.5
}

extension ControlDrawing {
    /// A control with its label, as iOS draws a labelled toggle or stepper: the label at the
    /// leading edge, given the width the control leaves, the control at the trailing edge,
    /// filling the width offered; the control alone (at its own size) under `.labelsHidden()`.
    /// In a list's or form's row, a control that `overhangs` reaches 6 pt into the row's
    /// vertical insets, so that a row of one line of text and a stepper is 44 pt high, the
    /// stepper's 32-pt box 6 pt from the row's edges (measured on iOS 17.0.1: Shepherd-Dog/
    /// SpeakList's `FlowSnapshotTests/testHappyPath.Light-Mode-Happy-Path-02-Tap-on-Add-Item.png`
    /// at dee2ad73, where it would be 54 pt with the row's 11-pt insets); a switch likewise (31
    /// pt in a 44-pt row, UIKit's switch cell; not measured).
    static func labeled<Label: View, Control: View>(
        _ label: Label, _ control: Control, overhangs: Bool = false, in context: LoweringContext
    ) -> Lowered {
        if context.environment.labelsHidden { return lowerView(control, in: context.child(0)) }
        let overhang: CGFloat = overhangs && context.environment.isFormRow ? 6 : 0
        // The label fills what the control leaves (a label with a `Spacer` of its own keeps its
        // text on one line, as on iOS), with at least a spacer's 8 pt before the control.
        return lowerView(
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                control.padding(.vertical, -overhang)
            }, in: context.child(0))
    }
}

/// The white knob of a switch or a slider, `diameter` wide, with the two soft shadows of
/// Apple's iOS design resources (black 15 % blurred 8 pt, black 6 % blurred 1 pt, both 3 pt
/// down; a blur of b pt is σ = b / 2).
struct ControlKnob: View {
    let diameter: CGFloat

    var body: some View {
        Circle()
            .fill(Color.white)
            .frame(width: diameter, height: diameter)
            .shadow(color: Color(white: 0, opacity: 0.06), radius: 0.5, x: 0, y: 3)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
    }
}
