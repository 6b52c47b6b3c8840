// `Text(_:format:)` and `Text(_:formatter:)`: a value formatted by Foundation's format styles
// (numbers, `.currency(code:)`, `.percent`, dates, lists — those swift-corelibs-foundation
// has) or by a `Formatter`, once, when the text is made; a format style in United States
// English, the environment's default locale, as SwiftUI formats it in the environment's.

extension Text {
    /// `input` as `format` words it: `Text(price, format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(TextFormat.locale).format(input))
    }

    /// `subject` as `formatter` words it (empty when it cannot).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `subject` as `formatter` words it (empty when it cannot).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `date` as `formatter` words it. (On iOS `Date` is `ReferenceConvertible` and takes the
    /// generic form; swift-corelibs-foundation's is not, so it has its own.)
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value as a format style words it (`"Total: \(total, format: .currency(code: "EUR"))"`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        appendValue(format.locale(TextFormat.locale).format(input))
    }

    /// A value as a `Formatter` words it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        appendValue(formatter.string(for: subject) ?? "")
    }

    /// A value as a `Formatter` words it.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        appendValue(formatter.string(for: subject) ?? "")
    }

    /// A date as a `Formatter` words it (see `Text(_:formatter:)`).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
        appendValue(formatter.string(for: date) ?? "")
    }
}

/// The locale `Text` formats values in: the environment's default, United States English.
enum TextFormat {
    static let locale = Locale(identifier: "en_US")
}
