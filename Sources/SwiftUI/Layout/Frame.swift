internal import SceneGraph

extension View {
    /// A frame of a fixed size (a nil dimension takes the child's); the child is placed by
    /// `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        // SwiftUI ignores an invalid dimension (negative or not finite, such as `.infinity`),
        // reporting "Invalid frame dimension", and leaves that side to the child.
        func valid(_ length: CGFloat?) -> Double? { length.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil } }
        return modifier(SceneModifier(.frame(width: valid(width), height: valid(height), alignment: alignment.engine)))
    }

    /// A flexible frame: the child's size clamped between the minima and maxima (`.infinity`
    /// takes all that is offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let frame = FlexibleFrame(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
            maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
            idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.engine)
        return modifier(SceneModifier(.flexibleFrame(frame)))
    }
}
