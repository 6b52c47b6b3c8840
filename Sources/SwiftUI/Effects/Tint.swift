extension View {
    /// The colour of the controls in this view: buttons' labels, switches when on, the filled
    /// part of sliders and progress bars, spinners. nil keeps each control's own.
    public func tint(_ tint: Color?) -> some View {
        modifier(TintModifier(tint: tint))
    }
}

/// Controls below use `tint`.
struct TintModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let tint: Color?
    func apply(to environment: inout EnvironmentValues) { environment.tint = tint }
}
