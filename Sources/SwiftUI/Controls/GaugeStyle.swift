/// The look of a gauge: SwiftUI's `GaugeStyle`, applied with `.gaugeStyle(_:)`. A scene's own
/// style draws its `makeBody`.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `GaugeStyle` draws a gauge from.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("GaugeStyleConfiguration.Label") }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: any View
        public var body: Never { neverBody("GaugeStyleConfiguration.CurrentValueLabel") }
    }

    /// The label of the minimum or maximum value, as a view.
    public struct MarkedValueLabel: View {
        let content: any View
        let part: Int
        public var body: Never { neverBody("GaugeStyleConfiguration.MarkedValueLabel") }
    }

    /// Where the value is in the gauge's range, 0…1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
}

extension GaugeStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension GaugeStyleConfiguration.CurrentValueLabel: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

extension GaugeStyleConfiguration.MarkedValueLabel: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(part)) }
}

/// A built-in style whose drawing is an estimate of iOS's (the accessory styles): the gauge warns.
protocol ApproximateGaugeStyle {}

/// The platform's gauge style: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// The style gauges below draw with (`.gaugeStyle`).
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension View {
    /// Draws the gauges in this view with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(StyleModifier<GaugeStyleKey>(style: style))
    }
}

/// A gauge's bar: a capsule track of systemFill, `height` high, filled with `tint` to `fraction`
/// of its width.
struct GaugeBar: View {
    let fraction: Double
    let tint: Color
    var height: CGFloat = 4

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlDrawing.track).frame(width: proxy.size.width, height: height)
                Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction), height: height)
            }
        }
        .frame(height: height)
    }
}
