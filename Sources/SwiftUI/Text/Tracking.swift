internal import SceneGraph

// `.tracking(_:)` and `.kerning(_:)`: points added after every character of the text below
// (negative: tighter); line breaking counts them. Kerning is drawn as tracking: the two differ
// on iOS only in how ligatures are kept, which Inter's standard ligatures hardly show.

extension View {
    /// Adds `tracking` points after every character of the text below.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(SceneModifier(.textStyle(.tracking(Double(tracking)))))
    }

    /// Adds `kerning` points between the characters of the text below.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(SceneModifier(.textStyle(.tracking(Double(kerning)))))
    }
}

extension Text {
    /// This text with `tracking` points after every character.
    public func tracking(_ tracking: CGFloat) -> Text { styled(.textStyle(.tracking(Double(tracking)))) }

    /// This text with `kerning` points between its characters.
    public func kerning(_ kerning: CGFloat) -> Text { styled(.textStyle(.tracking(Double(kerning)))) }
}
