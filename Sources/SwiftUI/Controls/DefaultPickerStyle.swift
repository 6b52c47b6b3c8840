/// The platform's picker style: on iOS 17 a menu (`MenuPickerStyle`), in a form row as out of one.
public struct DefaultPickerStyle: PickerStyle, PickerStyleDrawing {
    public init() {}

    func draw(_ picker: PickerConfiguration, in context: LoweringContext) -> Lowered {
        MenuPickerStyle().draw(picker, in: context)
    }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
