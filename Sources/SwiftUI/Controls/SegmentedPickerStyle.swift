internal import Raster

/// The options side by side in a segmented control, as iOS 17 draws `UISegmentedControl`: a
/// 32-pt track of tertiarySystemFill with corners of 9, the selected segment raised on it (white,
/// or systemGray2 in dark mode, 2 pt inside the track, corners of 7, with its shadow) in 13-pt
/// semibold text, the others in 13-pt regular, parted by hairlines that hide beside the
/// selected segment. The segments share the width offered equally; the label is not shown (in
/// a form row either), as on iOS.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        // The label is not drawn, in a form row either: iOS gives the control the row's width.
        lowerView(SegmentedControl(options: picker.options, selectedIndex: picker.selectedIndex), in: context)
    }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The segmented control's drawing. Figures from Apple's iOS 17 design resources (the "Segmented
/// Control" component of the iOS 17 UI kit): height 32, track radius 9, inset 2, selected
/// radius 7, its shadows (black 12 % blurred 8 pt 3 pt down, and a 0.5-pt border of black 4 %),
/// dividers 1 × 12 pt of separator grey, titles SF 13 pt (semibold when selected).
struct SegmentedControl: View {
    let options: [PickerOption]
    let selectedIndex: Int?

    static let height: CGFloat = 32
    static let trackRadius: CGFloat = 9
    static let inset: CGFloat = 2
    static let selectedRadius: CGFloat = 7
    static let fontSize: CGFloat = 13
    /// The selected segment: white, systemGray2's dark value (99, 99, 102) in dark mode.
    static let selectedFill = Color(
        provider: .appearances(light: RGBAColor.white, dark: RGBAColor(red8: 99, green8: 99, blue8: 102)))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                segment(index)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(
            RoundedRectangle(cornerRadius: Self.trackRadius, style: .continuous)
                .fill(Color(named: "tertiarySystemFill")))
    }

    private func segment(_ index: Int) -> some View {
        let isSelected = index == selectedIndex
        // A divider shows between two segments neither of which is selected.
        let showsDivider = index > 0 && !isSelected && index - 1 != selectedIndex
        return options[index]
            .font(.system(size: Self.fontSize, weight: isSelected ? .semibold : .regular))
            .foregroundColor(.primary)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(selectedBackground(isSelected))
            .overlay(alignment: .leading) { divider(showsDivider) }
    }

    /// The raised selected segment, 2 pt inside the track.
    @ViewBuilder private func selectedBackground(_ isSelected: Bool) -> some View {
        if isSelected {
            RoundedRectangle(cornerRadius: Self.selectedRadius, style: .continuous)
                .fill(Self.selectedFill)
                .overlay(
                    RoundedRectangle(cornerRadius: Self.selectedRadius, style: .continuous)
                        .stroke(Color(white: 0, opacity: 0.04), lineWidth: 0.5)
                )
                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                .padding(Self.inset)
        }
    }

    /// The hairline at a segment's leading edge, centred on the boundary.
    @ViewBuilder private func divider(_ shows: Bool) -> some View {
        if shows {
            Rectangle().fill(Color(named: "separator")).frame(width: 1, height: 12).offset(x: -0.5)
        }
    }
}
