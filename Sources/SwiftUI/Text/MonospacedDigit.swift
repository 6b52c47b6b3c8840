internal import SceneGraph

// `.monospacedDigit()`: figures of one width (the font's tabular figures, `tnum`), so numbers
// that change do not shift the text around them.

extension View {
    /// Draws the figures of the text below at one width.
    public func monospacedDigit() -> some View {
        modifier(SceneModifier(.textStyle(.monospacedDigits(true))))
    }
}

extension Text {
    /// This text with figures of one width.
    public func monospacedDigit() -> Text { styled(.textStyle(.monospacedDigits(true))) }
}
