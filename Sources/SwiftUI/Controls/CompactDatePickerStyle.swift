/// The date and the time in grey rounded boxes that open an editor when tapped (iOS 17's
/// default), each shown as `displayedComponents` asks, the label at the leading edge.
public struct CompactDatePickerStyle: DatePickerStyle, DatePickerStyleDrawing {
    public init() {}

    func draw(_ picker: DatePickerConfiguration, in context: LoweringContext) -> Lowered {
        let boxes = HStack(spacing: 6) {
            if picker.components.contains(.date) { DatePickerBox(text: picker.text.mediumDate) }
            if picker.components.contains(.hourAndMinute) { DatePickerBox(text: picker.text.shortTime) }
        }
        // The boxes keep their size (iOS's control does not truncate), the label takes the rest.
        .fixedSize()
        if context.environment.labelsHidden { return lowerView(boxes, in: context) }
        return lowerView(
            HStack {
                AnyView(picker.label)
                Spacer()
                boxes
            }, in: context)
    }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// One box of a compact date picker: the text at body size in the label colour, 11 pt from the
/// sides and 6 pt from the top and bottom of a rounded rectangle (radius 6) of
/// tertiarySystemFill, 34 pt high (measured on iOS 17 simulator screenshots of
/// `UIDatePicker`'s compact style; boxes 6 pt apart).
struct DatePickerBox: View {
    let text: String

    var body: some View {
        Text(text)
            .foregroundColor(.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(named: "tertiarySystemFill")))
    }
}
