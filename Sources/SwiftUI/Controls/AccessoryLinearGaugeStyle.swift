/// The widget accessory's bar with a marker: a 6-pt track with a ring at the value, the minimum
/// and maximum labels either side (an estimate of iOS 17's drawing in an app; the gauge warns).
public struct AccessoryLinearGaugeStyle: GaugeStyle, ApproximateGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTinted { tint in
            HStack(spacing: 6) {
                if let label = configuration.minimumValueLabel { label }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(tint.opacity(0.35)).frame(width: proxy.size.width, height: 6)
                        Circle().strokeBorder(Color.primary, lineWidth: 2)
                            .background(Circle().fill(tint))
                            .frame(width: 10, height: 10)
                            .offset(x: (proxy.size.width - 10) * CGFloat(configuration.value))
                    }
                }
                .frame(height: 10)
                if let label = configuration.maximumValueLabel { label }
            }
            .font(.caption2)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
