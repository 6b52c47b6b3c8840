/// Foundation's duration formatter ("1:05:03", "1h 5m", "1 hour, 5 minutes"), which Linux's
/// Foundation does not support: English, with the units `allowedUnits` names.
open class DateComponentsFormatter: Formatter {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    /// Which zero units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
        public static let none = ZeroFormattingBehavior([])
    }

    open var unitsStyle = UnitsStyle.positional
    open var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `interval` seconds in the allowed units.
    open func string(from interval: TimeInterval) -> String? {
        let table: [(NSCalendar.Unit, Int, String, String)] = [
            (.day, 86_400, "day", "d"), (.hour, 3_600, "hour", "h"), (.minute, 60, "minute", "m"),
            (.second, 1, "second", "s"),
        ]
        let units = table.filter { allowedUnits.contains($0.0) }
        guard !units.isEmpty else { return nil }
        var rest = Int(abs(interval).rounded(.down))
        var values: [(Int, String, String)] = []
        for (_, length, name, letter) in units {
            values.append((rest / length, name, letter))
            rest %= length
        }
        if unitsStyle == .positional {
            // Leading zero units are dropped down to minutes, as Foundation's default does.
            while values.count > 2 && values[0].0 == 0 && zeroFormattingBehavior != .pad { values.removeFirst() }
            let text = values.enumerated().map { index, value in
                index == 0 && zeroFormattingBehavior != .pad ? "\(value.0)" : String(format: "%02d", value.0)
            }
            return (interval < 0 ? "-" : "") + text.joined(separator: ":")
        }
        var shown = values.filter { $0.0 != 0 }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let parts = shown.map { count, name, letter -> String in
            switch unitsStyle {
            case .abbreviated: return "\(count)\(letter)"
            case .brief, .short:
                let short = ["day": "day", "hour": "hr", "minute": "min", "second": "sec"][name] ?? name
                return "\(count) \(short)\(count == 1 || short == "day" ? "" : "s")"
            case .full, .spellOut, .positional: return "\(count) \(name)\(count == 1 ? "" : "s")"
            }
        }
        let joined = parts.joined(separator: unitsStyle == .abbreviated ? " " : ", ")
        return includesTimeRemainingPhrase ? joined + " remaining" : joined
    }

    /// The interval between two dates.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// Date components as a duration.
    open func string(from components: DateComponents) -> String? {
        var seconds = Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
        seconds += Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? TimeInterval).flatMap { string(from: $0) }
    }
}
