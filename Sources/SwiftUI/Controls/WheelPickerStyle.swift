/// A scrolling wheel of options, as iOS draws `UIPickerView`: 216 pt high, the selected option
/// centred in a rounded grey band, the rows above and below it turning away on the wheel,
/// smaller and fainter. The wheel is drawn flat (each row squeezed and faded as the cylinder
/// would show it), with a warning.
public struct WheelPickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        picker.warnApproximate(
            "a wheel 'Picker' is drawn flat by Zoetrope: its rows are squeezed and faded as iOS's 3-D wheel shows them",
            in: context)
        let column = WheelColumn(rows: picker.options.map { AnyView($0) }, selectedIndex: picker.selectedIndex ?? 0)
        return lowerView(WheelBand { column }, in: context)
    }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A wheel's frame: the selection band behind `content` (one or several columns), 216 pt high
/// and as wide as offered. Figures: UIPickerView's height 216 (its intrinsic height in UIKit);
/// the band, iOS 14's, a rounded rectangle (radius 8) of tertiarySystemFill as high as a row,
/// 8 pt inside the wheel's sides (measured on iOS 17 simulator screenshots).
struct WheelBand<Content: View>: View {
    @ViewBuilder let content: () -> Content

    static var height: CGFloat { 216 }

    var body: some View {
        content()
            .frame(maxWidth: .infinity)
            .frame(height: Self.height)
            .background(
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .fill(Color(named: "tertiarySystemFill"))
                    .frame(height: WheelColumn.rowHeight)
                    .padding(.horizontal, 8)
            )
            .clipped()
    }
}

/// One column of a wheel: `rows` around the selected one, each placed where a cylinder turning
/// under the band shows it. Row height 32 and text 21 pt (UIPickerView's rows on iOS 14 and
/// later, measured on simulator screenshots); the wheel's radius is 100 pt, so the fourth row
/// from the selection is at the wheel's edge.
struct WheelColumn: View {
    let rows: [AnyView]
    let selectedIndex: Int
    var alignment: Alignment = .center

    static let rowHeight: CGFloat = 32
    static let radius: CGFloat = 100

    var body: some View {
        ZStack(alignment: alignment) {
            ForEach(rows.indices, id: \.self) { index in
                let angle = Double(index - selectedIndex) * Self.rowHeight / Self.radius
                if abs(angle) < .pi / 2 {
                    rows[index]
                        .font(.system(size: 21))
                        .lineLimit(1)
                        .fixedSize()
                        .frame(height: Self.rowHeight)
                        .scaleEffect(x: 1, y: cos(angle))
                        .opacity(index == selectedIndex ? 1 : 0.35 * cos(angle))
                        .offset(y: Self.radius * sin(angle))
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: alignment)
    }
}
