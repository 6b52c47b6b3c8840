internal import Raster

// What iOS 17's controls are drawn with, in light mode (shared by Toggle, Slider, ProgressView).
enum ControlDrawing {
    /// A switch's track when on: systemGreen.
    static let switchOn = Color(Raster::Color(red8: 52, green8: 199, blue8: 89))
    /// A switch's track when off: systemFill (120, 120, 128 at 16 %) as it looks on white, opaque
    /// so that the knob's shadow does not show through it.
    static let switchOff = Color(Raster::Color(red8: 233, green8: 233, blue8: 234))
    /// The unfilled part of a slider's and a progress bar's track: systemFill (120, 120, 128
    /// at 20 %).
    static let track = Color(Raster::Color(red8: 120, green8: 120, blue8: 128, alpha: 0.2))
    /// The filled part: the accent colour, systemBlue.
    static let tint = Color(Raster::Color(red8: 0, green8: 122, blue8: 255))
    /// The spinner's bars: systemGray.
    static let spinner = Color(Raster::Color(red8: 142, green8: 142, blue8: 147))
    /// A stepper's box: tertiarySystemFill (118, 118, 128 at 12 %).
    static let stepperFill = Color(Raster::Color(red8: 118, green8: 118, blue8: 128, alpha: 0.12))
    /// The hairline between a stepper's halves: separator (60, 60, 67 at 29 %).
    static let stepperSeparator = Color(Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.29))
    /// A disabled control's glyphs: tertiaryLabel (60, 60, 67 at 30 %).
    static let disabledLabel = Color(Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.3))
}

extension ControlDrawing {
    /// A control with its label, as iOS draws a labelled toggle or stepper: the label at the
    /// leading edge, the control at the trailing edge, filling the width offered; the control
    /// alone (at its own size) under `.labelsHidden()`.
    static func labeled<Label: View, Control: View>(_ label: Label, _ control: Control, in context: LoweringContext)
        -> Lowered
    {
        if context.environment.labelsHidden { return lowerView(control, in: context.child(0)) }
        return lowerView(
            HStack {
                label
                Spacer()
                control
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
