internal import SceneGraph

/// A control that chooses a date: SwiftUI's `DatePicker`, drawn at rest by the `.datePickerStyle`
/// set above (iOS 17's default: `.compact`, the label and the date and time in grey rounded
/// boxes). The date is the binding's, in the environment's locale, calendar and time zone; a
/// scene's `Date()` is on the scene clock, so the drawing is the same on every render.
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: DatePickerComponents
    let location: SourceLocation

    public var body: Never { neverBody("DatePicker") }

    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, line: Int = #line, column: Int = #column
    ) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
        location = SourceLocation(line: line, column: column)
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: label, line: line, column: column)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: label, line: line, column: column)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: label, line: line, column: column)
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) }, line: line,
            column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: { Text(title) }, line: line,
            column: column)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], line: Int = #line, column: Int = #column
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, line: line, column: column)
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let environment = context.environment
        let configuration = DatePickerConfiguration(
            label: label, components: components.isEmpty ? [.hourAndMinute, .date] : components,
            text: DatePickerText(
                date: date, locale: environment.locale, calendar: environment.calendar,
                timeZone: environment.timeZone),
            location: location)
        let style = context.environment[DatePickerStyleKey.self]
        let drawing = style as? any DatePickerStyleDrawing ?? DefaultDatePickerStyle()
        return drawing.draw(configuration, in: context.child(0))
    }
}
