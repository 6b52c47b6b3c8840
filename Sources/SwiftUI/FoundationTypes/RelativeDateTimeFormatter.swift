/// Foundation's relative date formatter ("in 2 days", "3 hr. ago"), which Linux's Foundation
/// lacks: English (the render's locale, en_US), in the largest unit that is at least one.
open class RelativeDateTimeFormatter: Formatter {
    /// Words or numbers ("yesterday" or "1 day ago").
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var locale: Locale = Locale(identifier: "en_US")
    open var calendar: Calendar = Calendar(identifier: .gregorian)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// An interval from now, in words.
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let units: [(Double, String, String)] = [
            (31_536_000, "year", "yr."), (2_592_000, "month", "mo."), (604_800, "week", "wk."), (86_400, "day", "day"),
            (3_600, "hour", "hr."), (60, "minute", "min."), (1, "second", "sec."),
        ]
        let magnitude = abs(interval)
        let (length, full, short) = units.first { magnitude >= $0.0 } ?? units[units.count - 1]
        let count = Int(magnitude / length)
        if dateTimeStyle == .named {
            if count == 0 { return "now" }
            if full == "day" && count == 1 { return interval < 0 ? "yesterday" : "tomorrow" }
        }
        let name: String
        switch unitsStyle {
        case .full, .spellOut: name = count == 1 ? full : full + "s"
        case .short, .abbreviated: name = short == "day" ? (count == 1 ? "day" : "days") : short
        }
        return interval < 0 ? "\(count) \(name) ago" : "in \(count) \(name)"
    }

    /// `components` from now, in words.
    open func localizedString(from components: DateComponents) -> String {
        var seconds = 0.0
        seconds += Double(components.year ?? 0) * 31_536_000 + Double(components.month ?? 0) * 2_592_000
        seconds += Double(components.weekOfYear ?? 0) * 604_800 + Double(components.day ?? 0) * 86_400
        seconds += Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60
        seconds += Double(components.second ?? 0)
        return localizedString(fromTimeInterval: seconds)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
