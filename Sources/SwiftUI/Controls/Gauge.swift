internal import SceneGraph

/// A value within a range, shown as a gauge: SwiftUI's `Gauge`, drawn by the `.gaugeStyle` set
/// above (iOS's default: `.linearCapacity`, a bar filled to the value).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: (any View)?
    let minimumValueLabel: (any View)?
    let maximumValueLabel: (any View)?
    let location: GaugeLocation

    public var body: Never { neverBody("Gauge") }

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: (any View)?, minimum: (any View)?,
        maximum: (any View)?, line: Int, column: Int
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        location = GaugeLocation(line: line, column: column)
    }
}

/// Where the scene wrote a gauge: an approximate style warns there.
struct GaugeLocation {
    let line: Int
    let column: Int
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil, line: line,
            column: column)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, line: Int = #line, column: Int = #column
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
            line: line, column: column)
    }

    /// A gauge with labels at marked values (drawn without the marks).
    public init<V: BinaryFloatingPoint, M: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> M,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
            line: line, column: column)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, line: Int = #line, column: Int = #column
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), line: line, column: column)
    }
}

extension Gauge: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(content: label),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(content: $0) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(content: $0, part: 2) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(content: $0, part: 3) })
        let style = context.environment[GaugeStyleKey.self]
        if style is any ApproximateGaugeStyle {
            context.graph.warn(
                "an accessory 'Gauge' style is drawn approximately by Zoetrope: as in an app, not in a widget's "
                    + "rendering mode", at: SourceLocation(line: location.line, column: location.column))
        }
        func body<S: GaugeStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(style)
    }
}
