/// A button that shows the options in a menu. At rest iOS 17 draws the selected option in the
/// accent colour followed by `chevron.up.chevron.down`; in a form row the picker's label is at
/// the leading edge and that value, in the secondary label colour, at the trailing edge.
public struct MenuPickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        if context.environment.isFormRow {
            let value = MenuPickerValue(value: picker.selectedValue, color: .secondary)
            return lowerView(PickerFormRow(label: picker.label, value: value), in: context)
        }
        let tint = context.environment.tint ?? .accentColor
        // A menu button's content insets: UIButton.Configuration.plain()'s (Apple's UIKit
        // reference: the plain configuration has insets for the medium size, 7 pt above and
        // below and 12 pt at the sides, measured on iOS 17 screenshots as the tappable area).
        return lowerView(
            MenuPickerValue(value: picker.selectedValue, color: tint).padding(.vertical, 7).padding(.horizontal, 12),
            in: context)
    }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The value of a menu picker: the selection and the up-down chevron, in `color`.
struct MenuPickerValue: View {
    let value: any View
    let color: Color

    var body: some View {
        // The chevron: iOS 17 draws `chevron.up.chevron.down` smaller than the text, at the
        // footnote size (13 pt) and medium weight, 4 pt after it (estimated from iOS 17
        // simulator screenshots; Apple publishes no figure).
        HStack(spacing: 4) {
            AnyView(value)
            Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
        }
        .foregroundColor(color)
    }
}
