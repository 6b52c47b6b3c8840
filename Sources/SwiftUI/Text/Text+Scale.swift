internal import SceneGraph

// `.textScale(_:isEnabled:)` (iOS 17): text set at a logical scale of its font. Apple publishes
// no figure for `.secondary` (its documentation says only "a secondary text scale"), and no
// iOS 17 reference image of it was found: it is drawn at `Text.Scale.secondaryFactor` of the
// font's size, an estimate, with a warning at the line.

extension Text {
    /// A logical text scale relative to the font: SwiftUI's `Text.Scale`.
    public struct Scale: Hashable, Sendable {
        let factor: Double

        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// Smaller text for secondary content, at `secondaryFactor` of the font's size.
        public static let secondary = Scale(factor: secondaryFactor)

        /// Estimate: 0.8, a step of about two text styles down iOS's type ramp (body 17 to
        /// footnote 13 is 0.76, to subheadline 15 is 0.88), as no figure is published.
        static let secondaryFactor = 0.8

        /// Warns at (`line`, `column`) that this scale's size is an estimate.
        func warnIfEstimated(line: Int, column: Int) {
            guard self == .secondary else { return }
            RuntimeWarning.emit(
                "'textScale(.secondary)' sets text at 0.8 of its font's size, an estimate: iOS publishes no figure",
                line: line, column: column)
        }
    }

    /// This text at `scale` of its font's size when `isEnabled`.
    public func textScale(
        _ scale: Scale, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> Text {
        guard isEnabled else { return self }
        scale.warnIfEstimated(line: line, column: column)
        return styled(.textStyle(.scale(scale.factor)))
    }
}

extension View {
    /// Sets the text below at `scale` of its font's size when `isEnabled`.
    public func textScale(
        _ scale: Text.Scale, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> some View {
        if isEnabled { scale.warnIfEstimated(line: line, column: column) }
        return modifier(
            SceneModifier { content, _ in isEnabled ? content.modified(.textStyle(.scale(scale.factor))) : content })
    }
}
