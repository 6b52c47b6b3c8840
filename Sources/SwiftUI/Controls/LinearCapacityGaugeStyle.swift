/// A bar filled from the leading edge to the value: the label above, the minimum and maximum
/// labels either side of the bar, the current value's label below. The bar is iOS's progress
/// bar (4 pt, systemFill, the tint for the part filled); the labels in caption size, the value
/// labels in the secondary colour (measured on iOS 17 simulator screenshots).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTinted { tint in
            // A label the gauge does not have takes no room (nor the spacing beside it).
            VStack(alignment: .leading, spacing: 4) {
                configuration.label.font(.subheadline)
                HStack(spacing: 8) {
                    if let minimum = configuration.minimumValueLabel {
                        minimum.font(.caption).foregroundColor(.secondary)
                    }
                    GaugeBar(fraction: configuration.value, tint: tint)
                    if let maximum = configuration.maximumValueLabel {
                        maximum.font(.caption).foregroundColor(.secondary)
                    }
                }
                if let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundColor(.secondary)
                }
            }
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// Content drawn with the `.tint` set above (the accent colour by default).
struct GaugeTinted<Content: View>: View, PrimitiveView {
    let content: (Color) -> Content

    init(@ViewBuilder _ content: @escaping (Color) -> Content) { self.content = content }

    var body: Never { neverBody("GaugeTinted") }

    func lower(in context: LoweringContext) -> Lowered {
        lowerView(content(context.environment.tint ?? .accentColor), in: context.child(0))
    }
}
