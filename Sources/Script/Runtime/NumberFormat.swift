import Foundation

/// A printf-style number format from `Text("\(value, specifier: "%.1f")")`: literal text with
/// exactly one numeric conversion. Only validated formats reach `String(format:)`, so a
/// scene cannot pass a format that reads arguments it does not have.
struct NumberFormat {
    private let format: String
    private let isInteger: Bool

    /// Accepts `%[flags][width][.precision]` followed by `d`, `i`, `f`, `F`, `e`, `E`, `g` or
    /// `G` (width and precision at most two digits), plus literal text and `%%`.
    init?(_ specifier: String) {
        var format = ""
        var conversions: [Character] = []
        var characters = specifier.makeIterator()
        while let c = characters.next() {
            format.append(c)
            guard c == "%" else { continue }
            var next = characters.next()
            if next == "%" {
                format.append("%")
                continue
            }
            while let flag = next, "-+ 0#".contains(flag) {
                format.append(flag)
                next = characters.next()
            }
            var width = 0
            while let digit = next, digit.isASCII, digit.isNumber {
                width += 1
                format.append(digit)
                next = characters.next()
            }
            var precision = 0
            if next == "." {
                format.append(".")
                next = characters.next()
                while let digit = next, digit.isASCII, digit.isNumber {
                    precision += 1
                    format.append(digit)
                    next = characters.next()
                }
            }
            guard let conversion = next, "diFfEeGg".contains(conversion), width <= 2, precision <= 2 else {
                return nil
            }
            // Swift's Int is 64-bit: integer conversions read a long.
            if conversion == "d" || conversion == "i" { format.append("l") }
            format.append(conversion)
            conversions.append(conversion)
        }
        guard conversions.count == 1, let conversion = conversions.first else { return nil }
        self.format = format
        isInteger = conversion == "d" || conversion == "i"
    }

    /// The number formatted, or nil when the value is not a number.
    func format(_ value: Value) -> String? {
        guard let number = value.number else { return nil }
        if isInteger {
            guard let integer = Int(exactly: number.rounded(.towardZero)) else { return nil }
            return String(format: format, integer)
        }
        return String(format: format, number)
    }
}
