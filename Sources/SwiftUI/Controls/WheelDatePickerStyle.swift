/// The date and time on wheels (`UIDatePicker`'s wheels style): for a date, the month, the day
/// and the year; for a time, the hour, the minute and AM or PM; for both, the day ("Today" for
/// the scene's day), the hour, the minute and AM or PM. Drawn flat as the wheel picker is, with a
/// warning.
public struct WheelDatePickerStyle: DatePickerStyle, DatePickerStyleDrawing {
    public init() {}

    func draw(_ picker: DatePickerConfiguration, in context: LoweringContext) -> Lowered {
        context.graph.warn(
            "a wheel 'DatePicker' is drawn flat by Zoetrope: its rows are squeezed and faded as iOS's 3-D wheel shows them",
            at: picker.location)
        let text = picker.text
        let calendar = text.localCalendar
        // Four rows either side of the selection reach the wheel's edge.
        func rows(_ unit: Calendar.Component, template: String, today: Bool = false) -> [AnyView] {
            (-4...4).map { step in
                let date = calendar.date(byAdding: unit, value: step, to: text.date) ?? text.date
                let isToday = today && calendar.isDate(date, inSameDayAs: SceneDate.now)
                // iOS writes the day without the comma DateFormatter puts after the weekday.
                let string = text.format(date, template: template).replacingOccurrences(of: ",", with: "")
                return AnyView(Text(isToday ? "Today" : string))
            }
        }
        // The hours as numbers alone, 1 to 12 (the format "h" adds AM or PM).
        func hours() -> [AnyView] {
            let hour = calendar.component(.hour, from: text.date)
            return (-4...4).map { step in
                let twelve = ((hour + step) % 12 + 12) % 12
                return AnyView(Text("\(twelve == 0 ? 12 : twelve)"))
            }
        }
        var columns: [WheelColumn] = []
        if picker.components == .date {
            columns = [
                WheelColumn(rows: rows(.month, template: "MMMM"), selectedIndex: 4, alignment: .leading),
                WheelColumn(rows: rows(.day, template: "d"), selectedIndex: 4),
                WheelColumn(rows: rows(.year, template: "y"), selectedIndex: 4),
            ]
        } else {
            if picker.components.contains(.date) {
                columns.append(
                    WheelColumn(
                        rows: rows(.day, template: "EEEMMMd", today: true), selectedIndex: 4, alignment: .trailing))
            }
            let hour = calendar.component(.hour, from: text.date)
            columns += [
                WheelColumn(rows: hours(), selectedIndex: 4, alignment: .trailing),
                WheelColumn(rows: rows(.minute, template: "mm"), selectedIndex: 4, alignment: .leading),
                WheelColumn(
                    rows: [AnyView(Text(text.locale.amSymbol)), AnyView(Text(text.locale.pmSymbol))],
                    selectedIndex: hour < 12 ? 0 : 1),
            ]
        }
        return lowerView(
            WheelBand {
                HStack(spacing: 12) {
                    ForEach(columns.indices, id: \.self) { columns[$0] }
                }
                .padding(.horizontal, 16)
            }, in: context)
    }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension Locale {
    /// "AM" in this locale.
    var amSymbol: String {
        let formatter = DateFormatter()
        formatter.locale = self
        return formatter.amSymbol
    }

    /// "PM" in this locale.
    var pmSymbol: String {
        let formatter = DateFormatter()
        formatter.locale = self
        return formatter.pmSymbol
    }
}
