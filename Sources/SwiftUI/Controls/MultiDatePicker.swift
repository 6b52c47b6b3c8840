/// A calendar on which several days are chosen: SwiftUI's `MultiDatePicker` (iOS 16), drawn as
/// iOS draws it at rest — the month of the scene's date as the graphical date picker draws it,
/// each selected day of that month filled with the accent colour (the tint), its number in
/// white, as `UICalendarView`'s multiple selection shows them. The label is not shown, as on
/// iOS. Nothing is tapped in a render, so the selection stays as the scene sets it.
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.tint) private var tint

    /// A picker of the days in `selection`, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    /// A picker of days in `bounds` (the days outside are not greyed).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of days from `bounds`' start.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// A picker of days before `bounds`' end.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    public var body: some View {
        let text = DatePickerText(date: SceneDate.now, locale: locale, calendar: calendar, timeZone: timeZone)
        let local = text.localCalendar
        let month = local.dateComponents([.year, .month], from: text.date)
        let days = Set(
            selection.wrappedValue.compactMap { chosen -> Int? in
                // A day without a year or month is taken to be in the month shown.
                guard chosen.year ?? month.year == month.year, chosen.month ?? month.month == month.month else {
                    return nil
                }
                return chosen.day
            })
        return MonthCalendar(text: text, tint: tint ?? .accentColor, selectedDays: days)
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled `titleKey` (not shown, as on iOS).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled `titleKey` of days in `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled `titleKey` of days from `bounds`' start.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled `titleKey` of days before `bounds`' end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled `title` (not shown, as on iOS).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}
