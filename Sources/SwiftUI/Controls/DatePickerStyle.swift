internal import SceneGraph

/// The look of a date picker: SwiftUI's `DatePickerStyle`, applied with `.datePickerStyle(_:)`.
/// As in SwiftUI, the built-in styles are the only ones.
public protocol DatePickerStyle {}

/// A built-in date picker style's drawing of a date picker at rest.
protocol DatePickerStyleDrawing {
    func draw(_ picker: DatePickerConfiguration, in context: LoweringContext) -> Lowered
}

/// What a date picker style draws a date picker from.
struct DatePickerConfiguration {
    let label: any View
    let components: DatePickerComponents
    let text: DatePickerText
    /// Where the scene wrote the picker.
    let location: SourceLocation
}

/// The platform's date picker style: `.compact` on iOS 17.
public struct DefaultDatePickerStyle: DatePickerStyle, DatePickerStyleDrawing {
    public init() {}

    func draw(_ picker: DatePickerConfiguration, in context: LoweringContext) -> Lowered {
        CompactDatePickerStyle().draw(picker, in: context)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The style date pickers below draw with (`.datePickerStyle`).
struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
}

extension View {
    /// Draws the date pickers in this view with `style`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(StyleModifier<DatePickerStyleKey>(style: style))
    }
}

/// A date as a date picker writes it, in a locale, calendar and time zone: "Jan 9, 2026",
/// "9:41 AM", "January 2026".
struct DatePickerText {
    let date: Date
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    /// The calendar in the picker's locale and time zone.
    var localCalendar: Calendar {
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// `date` with a format `template` ("yMMMd", "jmm") localised, as `DateFormatter` gives it.
    func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = localCalendar
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        // ICU puts a narrow no-break space before AM/PM, as iOS 17 does; the stand-in fonts may
        // not have it, so it is written as a space.
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// The medium date: "Jan 9, 2026".
    var mediumDate: String { format(date, template: "yMMMd") }
    /// The short time: "9:41 AM".
    var shortTime: String { format(date, template: "jmm") }
    /// The month and year: "January 2026".
    var monthAndYear: String { format(date, template: "yMMMM") }
}
