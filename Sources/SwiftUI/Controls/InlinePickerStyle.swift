/// The options inline with the container's other content: in a form, a row per option with a
/// checkmark at the selected one; elsewhere iOS draws it as a wheel (`WheelPickerStyle`).
public struct InlinePickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        guard context.environment.isFormRow else { return WheelPickerStyle().draw(picker, in: context) }
        let tint = context.environment.tint ?? .accentColor
        // A form's rows: the label above (as the section's first row), then one row per option,
        // the selected one with the accent colour's checkmark at the trailing edge (iOS 17's
        // inline picker; rows are 44 pt, the list's minimum row height in Apple's HIG).
        let rows = VStack(alignment: .leading, spacing: 0) {
            if !context.environment.labelsHidden {
                AnyView(picker.label).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            }
            ForEach(picker.options.indices, id: \.self) { index in
                HStack {
                    picker.options[index]
                    Spacer()
                    if index == picker.selectedIndex {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundColor(tint)
                    }
                }
                .frame(minHeight: 44)
            }
        }
        return lowerView(rows, in: context)
    }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
