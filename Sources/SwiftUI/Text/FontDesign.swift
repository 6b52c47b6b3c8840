internal import SceneGraph

// `.fontDesign(_:)` and `.monospaced()`: the system font's design for the text below, over the
// design of its font (`Font.system(size:weight:design:)`): monospaced text is drawn with DejaVu
// Sans Mono, serif text with DejaVu Serif, rounded text with Inter (FontLibrary+SystemFont
// says why). A nil design, or `.monospaced(false)`, leaves the font's own.

extension View {
    /// Draws the text below in `design` of the system font.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(SceneModifier(.textStyle(.design(design?.engine))))
    }

    /// Draws the text below in the system font's monospaced design (when `isActive`).
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(SceneModifier(.textStyle(.design(isActive ? .monospaced : nil))))
    }
}

extension Text {
    /// This text in `design` of the system font.
    public func fontDesign(_ design: Font.Design?) -> Text { styled(.textStyle(.design(design?.engine))) }

    /// This text in the system font's monospaced design (when `isActive`).
    public func monospaced(_ isActive: Bool = true) -> Text {
        styled(.textStyle(.design(isActive ? .monospaced : nil)))
    }
}
