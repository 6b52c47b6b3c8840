internal import SceneGraph

extension View {
    /// A frame of a fixed size (a nil dimension takes the child's); the child is placed by
    /// `alignment`.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, line: Int = #line,
        column: Int = #column
    ) -> some View {
        // SwiftUI ignores an invalid dimension (negative or not finite, such as `.infinity`),
        // logging "Invalid frame dimension (negative or non-finite).", and leaves that side to
        // the child; Zoetrope warns at the line instead of logging.
        func valid(_ length: CGFloat?) -> Double? { length.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil } }
        let invalid = [("width", width), ("height", height)].compactMap { name, length in
            length.flatMap { valid($0) == nil ? "\(name) \(RuntimeWarning.number(Double($0)))" : nil }
        }
        if !invalid.isEmpty {
            RuntimeWarning.emit(
                "invalid frame dimension (negative or non-finite): \(invalid.joined(separator: ", ")); "
                    + "the view keeps its own size there", line: line, column: column)
        }
        return modifier(SceneModifier(.frame(width: valid(width), height: valid(height), alignment: alignment.engine)))
    }

    /// A flexible frame: the child's size clamped between the minima and maxima (`.infinity`
    /// takes all that is offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center, line: Int = #line,
        column: Int = #column
    ) -> some View {
        // SwiftUI logs "Contradictory frame constraints specified." when a minimum is above an
        // ideal size or a maximum, or a bound is NaN or negative, and lays the view out anyway.
        let axes = [
            ("width", minWidth, idealWidth, maxWidth), ("height", minHeight, idealHeight, maxHeight),
        ]
        let contradictions = axes.compactMap { axis, min, ideal, max -> String? in
            let given = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
                value.map { (name + axis.prefix(1).uppercased() + axis.dropFirst(), Double($0)) }
            }
            if let bad = given.first(where: { $0.1.isNaN || $0.1 < 0 }) {
                return "\(bad.0) is \(RuntimeWarning.number(bad.1))"
            }
            for (low, high) in zip(given, given.dropFirst()) where low.1 > high.1 {
                return
                    "\(low.0) \(RuntimeWarning.number(low.1)) is more than \(high.0) \(RuntimeWarning.number(high.1))"
            }
            return nil
        }
        if !contradictions.isEmpty {
            RuntimeWarning.emit(
                "contradictory frame constraints specified: \(contradictions.joined(separator: ", "))", line: line,
                column: column)
        }
        let frame = FlexibleFrame(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
            maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
            idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.engine)
        return modifier(SceneModifier(.flexibleFrame(frame)))
    }
}
