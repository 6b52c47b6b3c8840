/// The widget accessory's dial: a 270° arc open at the bottom, 6 pt wide, with a ring at the
/// value, the current value's label in the centre (or the label when there is none) and the
/// minimum and maximum labels in the opening; 58 pt across (an estimate of iOS 17's drawing in
/// an app; the gauge warns).
public struct AccessoryCircularGaugeStyle: GaugeStyle, ApproximateGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeTinted { tint in
            let angle = Angle.degrees(135 + 270 * configuration.value)
            ZStack {
                Circle().trim(from: 0, to: 0.75)
                    .stroke(tint.opacity(0.35), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(135))
                Circle().strokeBorder(Color.primary, lineWidth: 2)
                    .background(Circle().fill(tint))
                    .frame(width: 10, height: 10)
                    .offset(x: 29 * cos(angle.radians), y: 29 * sin(angle.radians))
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
                .frame(width: 36)
                HStack {
                    if let label = configuration.minimumValueLabel { label }
                    Spacer()
                    if let label = configuration.maximumValueLabel { label }
                }
                .font(.system(size: 10, weight: .medium))
                .frame(width: 40)
                .offset(y: 22)
            }
            .frame(width: 58, height: 58)
        }
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
