/// The widget accessory's filled bar: the label and the current value's label above a 6-pt bar
/// filled to the value (an estimate of iOS 17's drawing in an app; the gauge warns).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, ApproximateGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTinted { tint in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    configuration.label
                    Spacer(minLength: 4)
                    if let label = configuration.currentValueLabel { label }
                }
                .font(.caption)
                HStack(spacing: 6) {
                    if let label = configuration.minimumValueLabel { label }
                    GaugeBar(fraction: configuration.value, tint: tint, height: 6)
                    if let label = configuration.maximumValueLabel { label }
                }
                .font(.caption2)
            }
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
