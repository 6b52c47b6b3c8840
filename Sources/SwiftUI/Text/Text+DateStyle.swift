// `Text(date, style:)` and `Text(timerInterval:)`: a date as iOS words it, on the scene clock
// (`Date()` in a scene is the scene's date, which starts on 9 January 2026 at 09:41), in United
// States English and the local time zone, as the scene clock's dates are. The words follow
// Apple's examples ("Displaying dynamic dates in widgets", WidgetKit): `.date` "April 1, 2020",
// `.time` "9:41 AM", `.relative` "11 min, 14 sec", `.offset` "-11 minutes" (a date to come is
// negative), `.timer` "15:00".

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Kind

        enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }
        /// The date in words: "January 9, 2026".
        public static let date = DateStyle(kind: .date)
        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in its two largest units: "11 min, 14 sec".
        public static let relative = DateStyle(kind: .relative)
        /// How far now is past the date, in its largest unit with a sign: "-11 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// How far the date is from now as a clock: "15:00", "1:05:32".
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` in `style`, as of the scene's current date; the relative, offset and timer styles
    /// count on with the scene clock, updated every second as iOS updates them.
    public init(_ date: Date, style: DateStyle) {
        let clock = style == .date || style == .time ? nil : TextClock(kind: .style(date, style))
        self.init(runs: [Run(string: DateText.string(date, style: style, now: Date()), clock: clock)])
    }

    /// A timer over `timerInterval`: the time left to its end (`countsDown`) or gone since its
    /// start, as a clock ("4:59"), counting every second with the scene clock; stopped at
    /// `pauseTime` if given.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let clock = TextClock(kind: .timer(timerInterval, countsDown: countsDown, showsHours: showsHours))
        self.init(runs: [
            Run(string: clock.string(at: pauseTime ?? Date()), clock: pauseTime == nil ? clock : nil)
        ])
    }
}

/// A date a text counts from: its words at any date.
struct TextClock: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case style(Date, Text.DateStyle)
        case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)
    }
    let kind: Kind

    /// The words at `now`.
    func string(at now: Date) -> String {
        switch kind {
        case .style(let date, let style):
            return DateText.string(date, style: style, now: now)
        case .timer(let interval, let countsDown, let showsHours):
            let now = min(max(now, interval.lowerBound), interval.upperBound)
            let seconds =
                countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
            return DateText.clock(seconds, showsHours: showsHours)
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A date in a style, as `Text(_:style:)` shows it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }
}

/// A date's words for `Text`'s date styles.
enum DateText {
    static func string(_ date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .date: return formatted(date, date: .long, time: .none)
        case .time: return formatted(date, date: .none, time: .short)
        case .relative: return units(between: date, and: now, count: 2, abbreviated: true)
        case .offset:
            let words = units(between: date, and: now, count: 1, abbreviated: false)
            let seconds = now.timeIntervalSince(date).rounded(.towardZero)
            return seconds == 0 ? words : (seconds > 0 ? "+" : "-") + words
        case .timer: return clock(abs(now.timeIntervalSince(date)), showsHours: true)
        }
    }

    /// `date` in a `DateFormatter`'s styles, in United States English and the local time zone.
    static func formatted(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style)
        -> String
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone.current
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    /// Whole seconds as a clock: "0:05", "15:00", "1:05:32" (minutes past 59 without hours
    /// when `showsHours` is false).
    static func clock(_ seconds: Double, showsHours: Bool) -> String {
        let total = Int(max(0, seconds.isFinite ? seconds : 0).rounded(.down))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
        return "\(showsHours ? minutes : total / 60):\(two(rest))"
    }

    /// The time between two dates in its `count` largest calendar units: "11 min, 14 sec",
    /// "2 hours".
    static func units(between a: Date, and b: Date, count: Int, abbreviated: Bool) -> String {
        let (from, to) = a < b ? (a, b) : (b, a)
        let calendar = Calendar(identifier: .gregorian)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        let named: [(Int?, String, String)] = [
            (parts.year, "yr", "year"), (parts.month, "mo", "month"), (parts.day, "day", "day"),
            (parts.hour, "hr", "hour"), (parts.minute, "min", "minute"), (parts.second, "sec", "second"),
        ]
        let shown = named.compactMap { value, short, long -> String? in
            guard let value, value != 0 else { return nil }
            // Abbreviations do not take a plural ("2 min"), except days ("2 days"), as iOS writes them.
            let word = abbreviated ? (short == "day" && value != 1 ? "days" : short) : (value == 1 ? long : long + "s")
            return "\(value) \(word)"
        }
        guard !shown.isEmpty else { return abbreviated ? "0 sec" : "0 seconds" }
        return shown.prefix(count).joined(separator: ", ")
    }
}
