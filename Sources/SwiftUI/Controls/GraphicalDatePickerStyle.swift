/// The month as a calendar (iOS 14 and later's inline `UIDatePicker`): the month and year with
/// the arrows that turn the page, the weekdays, the days with the selected one circled (filled
/// with the accent colour when it is today, tinted with it otherwise), and the time in a grey
/// box below when `displayedComponents` has it. The label is not shown, as on iOS.
public struct GraphicalDatePickerStyle: DatePickerStyle, DatePickerStyleDrawing {
    public init() {}

    func draw(_ picker: DatePickerConfiguration, in context: LoweringContext) -> Lowered {
        let tint = context.environment.tint ?? .accentColor
        return lowerView(
            VStack(spacing: 0) {
                if picker.components.contains(.date) {
                    MonthCalendar(text: picker.text, tint: tint)
                }
                if picker.components.contains(.hourAndMinute) {
                    if picker.components.contains(.date) { Divider().padding(.horizontal, 16) }
                    HStack {
                        Text("Time")
                        Spacer()
                        DatePickerBox(text: picker.text.shortTime)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 52)
                }
            }, in: context)
    }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The month of a graphical date picker. Figures measured on iOS 17 simulator screenshots of
/// `UIDatePicker`'s inline style: a 44-pt header (the month and year 17 pt semibold, its chevron
/// and the page arrows in the accent colour), weekdays 13 pt semibold in the tertiary label
/// colour, days 20 pt in 44-pt rows, the selection a 40-pt circle.
struct MonthCalendar: View {
    let text: DatePickerText
    let tint: Color
    /// The days of the month a `MultiDatePicker` has selected, each filled with the tint (nil:
    /// one date picker's day, `text`'s).
    var selectedDays: Set<Int>? = nil

    var body: some View {
        let calendar = text.localCalendar
        let days = calendar.range(of: .day, in: .month, for: text.date)?.count ?? 30
        let start = calendar.dateInterval(of: .month, for: text.date)?.start ?? text.date
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let selected = selectedDays == nil ? calendar.component(.day, from: text.date) : nil
        let now = SceneDate.now
        let today =
            calendar.isDate(now, equalTo: text.date, toGranularity: .month) ? calendar.component(.day, from: now) : nil
        let weeks = (leading + days + 6) / 7
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: text.locale) }
        return VStack(spacing: 0) {
            HStack {
                HStack(spacing: 4) {
                    Text(text.monthAndYear).font(.system(size: 17, weight: .semibold)).foregroundColor(.primary)
                    Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
                        .foregroundColor(tint)
                }
                Spacer()
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left")
                    Image(systemName: "chevron.right")
                }
                .font(.system(size: 20, weight: .medium))
                .foregroundColor(tint)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { column in
                    Text(weekdays[column]).font(.system(size: 13, weight: .semibold))
                        .foregroundColor(Color(named: "tertiary"))
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 20)
            .padding(.horizontal, 8)
            ForEach(0..<weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - leading + 1
                        dayCell(
                            day: day, in: 1...days, selected: day == selected || selectedDays?.contains(day) == true,
                            today: day == today)
                    }
                }
                .frame(height: 44)
                .padding(.horizontal, 8)
            }
            // The calendar keeps the height of six weeks, so that it does not jump between months.
            Color.clear.frame(height: 44 * CGFloat(6 - weeks))
        }
    }

    /// Whether several days can be selected: `UICalendarView`'s multiple selection fills each
    /// selected day with the tint, its number in white.
    private var isMultiple: Bool { selectedDays != nil }

    @ViewBuilder private func dayCell(day: Int, in range: ClosedRange<Int>, selected: Bool, today: Bool) -> some View {
        if range.contains(day) {
            Text("\(day)")
                .font(.system(size: 20, weight: selected ? .semibold : .regular))
                .foregroundColor(selected && (today || isMultiple) ? .white : (selected || today ? tint : .primary))
                .frame(width: 40, height: 40)
                .background(Circle().fill(selected ? (today || isMultiple ? tint : tint.opacity(0.12)) : .clear))
                .frame(maxWidth: .infinity)
        } else {
            Color.clear.frame(maxWidth: .infinity)
        }
    }
}
