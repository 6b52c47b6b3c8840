/// A navigation link to a list of the options: at rest the row of a form, the label at the
/// leading edge, the selection in the secondary label colour and a chevron at the trailing edge.
public struct NavigationLinkPickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        // The chevron of a navigation row: `chevron.right`, 13 pt semibold (UITableViewCell's
        // disclosure indicator, measured on iOS 17 screenshots), tertiary label colour.
        let value = HStack(spacing: 6) {
            AnyView(picker.selectedValue).foregroundColor(.secondary)
            Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold))
                .foregroundColor(Color(named: "tertiary"))
        }
        return lowerView(PickerFormRow(label: picker.label, value: value), in: context)
    }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
