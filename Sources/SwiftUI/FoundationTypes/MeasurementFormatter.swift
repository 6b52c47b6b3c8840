/// Foundation's measurement formatter ("5 km", "72°F"), which Linux's Foundation does not
/// support: the value as a number formatter writes it, then the unit's symbol.
open class MeasurementFormatter: Formatter {
    /// Whether the unit is the one given or the locale's.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    open var unitOptions = UnitOptions.providedUnit
    open var unitStyle = Formatter.UnitStyle.medium
    open var locale: Locale = Locale(identifier: "en_US")
    open var numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The measurement's value and unit symbol.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        let symbol = measurement.unit.symbol
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature { return number + "°" }
        if symbol.hasPrefix("°") || symbol == "%" { return number + symbol }
        return number + " " + symbol
    }

    /// The unit's symbol.
    open func string(from unit: Unit) -> String { unit.symbol }

    open override func string(for obj: Any?) -> String? { nil }
}
