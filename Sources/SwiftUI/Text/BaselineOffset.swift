internal import SceneGraph

// `.baselineOffset(_:)`: the glyphs raised (negative: lowered) by so many points, in a box
// grown by as much.

extension View {
    /// Raises the text below by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(SceneModifier(.textStyle(.baselineOffset(Double(baselineOffset)))))
    }
}

extension Text {
    /// This text raised by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled(.textStyle(.baselineOffset(Double(baselineOffset))))
    }
}
