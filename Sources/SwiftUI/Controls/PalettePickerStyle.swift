/// The options as a row of icons (iOS 17). Outside a menu iOS draws a palette as a segmented
/// control, and so does Zoetrope (`SegmentedPickerStyle`).
public struct PalettePickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        SegmentedPickerStyle().draw(picker, in: context)
    }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
