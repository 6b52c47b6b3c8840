/// The widget accessory's ring: a 6-pt ring of the tint at 35 %, filled clockwise from the top
/// to the value, the current value's label (or the label) in the centre; 58 pt across (an
/// estimate of iOS 17's drawing in an app; the gauge warns).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, ApproximateGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTinted { tint in
            ZStack {
                Circle().stroke(tint.opacity(0.35), lineWidth: 6)
                Circle().trim(from: 0, to: CGFloat(configuration.value))
                    .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Group {
                    if let current = configuration.currentValueLabel {
                        current
                    } else {
                        configuration.label
                    }
                }
                .font(.system(size: 15, weight: .medium))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(width: 40)
            }
            .padding(3)
            .frame(width: 58, height: 58)
        }
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
