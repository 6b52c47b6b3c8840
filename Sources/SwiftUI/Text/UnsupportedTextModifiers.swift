// Text modifiers SwiftUI has and Zoetrope cannot draw yet: declared so that a scene reads
// their names in the error rather than "has no member".

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    @available(*, unavailable, message: "'Text(_:style:)' is not supported by Zoetrope yet")
    public init(_ date: Date, style: DateStyle) { runs = [] }

    @available(*, unavailable, message: "'Text(_:format:)' is not supported by Zoetrope yet")
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = []
    }

    @available(*, unavailable, message: "'Text(_:formatter:)' is not supported by Zoetrope yet")
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) { runs = [] }

    @available(*, unavailable, message: "'Text' with an image is not supported by Zoetrope yet")
    public init(_ image: Image) { runs = [] }
}
