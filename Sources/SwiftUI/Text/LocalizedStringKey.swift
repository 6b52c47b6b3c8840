/// The text of `Text("…")`, `Button("…")`, `Label("…", …)`: SwiftUI's `LocalizedStringKey`.
/// Zoetrope has no string tables, so the key is the text shown. Its interpolations format
/// numbers as SwiftUI does: `\(x, specifier: "%.1f")`, and `\(x)` with the number's own format.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text, interpolations formatted.
    var text: String
    /// The literal's characters and the interpolated values, in order (the literal's carry its
    /// Markdown; the values are shown as they are).
    var pieces: [Piece]
    /// Problems found while formatting (an unsupported specifier), reported when the text is drawn.
    var problems: [String] = []

    /// A part of a key: characters of the literal, or an interpolated value.
    enum Piece: Equatable, Sendable {
        case literal(String)
        case value(Text)
    }

    public init(_ value: String) {
        text = value
        pieces = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        text = value
        pieces = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        pieces = stringInterpolation.pieces
        problems = stringInterpolation.problems
    }

    /// The pieces of an interpolated key, formatted as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var pieces: [Piece] = []
        var problems: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            pieces.append(.literal(literal))
        }

        /// A value's characters, shown as they are.
        mutating func appendValue(_ string: String) {
            text += string
            pieces.append(.value(Text(verbatim: string)))
        }

        public mutating func appendInterpolation(_ string: String) { appendValue(string) }

        /// A number in its type's own format: integers as `%lld`, `Double` as `%lf` (six
        /// decimals), with the en_US grouping separator, as SwiftUI shows them.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendValue(value._localizedDescription)
        }

        /// A number in a printf-style format such as `"%.1f"` or `"%d"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            guard let format = FormatSpecifier(specifier), let formatted = format.format(value._number) else {
                problems.append(
                    "format specifier '\(specifier)' is not supported; use one number format such as '%.1f' or '%d'")
                appendValue(value._localizedDescription)
                return
            }
            appendValue(formatted)
        }

        /// Another text, in its own styles.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.string
            pieces.append(.value(text))
            problems += text.problems
        }

    }
}

/// A number `LocalizedStringKey` interpolates with a format of its own (SwiftUI's protocol of
/// the same name).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The value as a `Double`, for a caller's specifier.
    var _number: Double {
        switch _arg {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int64: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt64: Double(value)
        case let value as UInt32: Double(value)
        case let value as Int: Double(value)
        case let value as UInt: Double(value)
        default: .nan
        }
    }

    /// The value in its own specifier, with en_US digit grouping ("1,234", "0.500000").
    var _localizedDescription: String {
        withDigitGrouping(String(format: _specifier, _arg))
    }
}

/// `formatted` with a comma between each three digits of its integer part (en_US, SwiftUI's
/// default locale in a render).
func withDigitGrouping(_ formatted: String) -> String {
    var characters = Array(formatted)
    let start = characters.first == "-" ? 1 : 0
    var end = start
    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
    var index = end - 3
    while index > start {
        characters.insert(",", at: index)
        index -= 3
    }
    return String(characters)
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
