/// A view of progress: SwiftUI's `ProgressView`. Without a value it is iOS's spinning activity
/// indicator; with one, iOS's bar, filling the width offered. A label is drawn above a bar and
/// below a spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The part done (0…1), or nil for an indeterminate spinner.
    let fraction: Double?
    let label: Label?

    public var body: Never { neverBody("ProgressView") }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value / total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        fraction = nil
        label = nil
    }

    /// A bar `value / total` full; a nil value is a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A bar with a label above it; a nil value is a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total)
        self.label = label()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title below it.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    /// A bar with a title above it; a nil value is a spinner.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total)
        label = Text(title)
    }
}

extension ProgressView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: $0) })
        let style = context.environment[ProgressViewStyleKey.self]
        func body<S: ProgressViewStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}

/// iOS's progress views: a bar (with its label above) or a spinner (with its label below).
struct ProgressDrawing: View, PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    /// A bar for `fraction`, or nil for the spinner.
    let bar: Double?
    let tint: Color?

    var body: Never { neverBody("ProgressDrawing") }

    func lower(in context: LoweringContext) -> Lowered {
        let label = context.environment.labelsHidden ? nil : configuration.label
        let tint = self.tint ?? context.environment.tint
        let context = context.child(0)
        switch (bar, label) {
        case (let fraction?, let label?):
            return lowerView(
                VStack(alignment: .leading) {
                    label
                    ProgressBar(fraction: fraction, tint: tint ?? ControlDrawing.tint)
                }, in: context)
        case (let fraction?, nil):
            return lowerView(ProgressBar(fraction: fraction, tint: tint ?? ControlDrawing.tint), in: context)
        case (nil, let label?):
            return lowerView(
                VStack {
                    ActivitySpinner(color: tint ?? ControlDrawing.spinner)
                    label.foregroundColor(.secondary)
                }, in: context)
        case (nil, nil):
            return lowerView(ActivitySpinner(color: tint ?? ControlDrawing.spinner), in: context)
        }
    }
}

/// iOS's progress bar: a 4-pt capsule track, blue for the part done (rounded at both ends).
struct ProgressBar: View {
    let fraction: Double
    var tint = ControlDrawing.tint

    var body: some View {
        let fraction = CGFloat(fraction)
        return GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlDrawing.track).frame(width: proxy.size.width, height: 4)
                Capsule().fill(tint).frame(width: proxy.size.width * fraction, height: 4)
            }
        }
        .frame(height: 4)
    }
}

/// iOS's activity indicator (medium): eight grey bars, 3 × 6 pt, around a 20-pt circle, each
/// fainter than the one ahead of it; the pattern turns by an eighth of a turn every eighth of a
/// second, as the indicator's brightest bar steps round.
struct ActivitySpinner: View {
    var color = ControlDrawing.spinner
    /// Its width: 20 points, or 37 for UIKit's large style (its bars drawn at that size).
    var size: CGFloat = 20

    var body: some View {
        PhaseAnimator(0..<8) { step in
            Self.bars(color: color, size: size)
                .rotationEffect(.degrees(Double(step) * 45))
        } animation: { _ in
            // Each step is a jump: a move too short to be seen, after the step's eighth second.
            .linear(duration: 0.001).delay(0.124)
        }
        .blendingPhasesInOneLayout()
    }

    /// The bars standing still, the brightest at the top (a stopped `UIActivityIndicatorView`
    /// that stays shown).
    static func bars(color: Color, size: CGFloat = 20) -> some View {
        // Approximation: the bars' length and fading (1 down to 0.3) are measured by eye from
        // screenshots, not documented values.
        let k = size / 20
        return ZStack {
            ForEach(0..<8) { bar in
                Capsule()
                    .fill(color)
                    .frame(width: 3 * k, height: 6 * k)
                    .offset(y: -7 * k)
                    .rotationEffect(.degrees(Double(bar) * 45))
                    .opacity(1 - Double((8 - bar) % 8) * 0.1)
            }
        }
        .frame(width: size, height: size)
    }
}
