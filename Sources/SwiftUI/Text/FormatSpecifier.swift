import Foundation

/// A printf-style number format from `\(value, specifier: "%.1f")`: literal text with exactly
/// one numeric conversion. Only validated formats reach `String(format:)`, so a scene cannot
/// make it read arguments it was not given.
struct FormatSpecifier {
    private let format: String
    private let isInteger: Bool

    /// Accepts `%[flags][width][.precision]` followed by `d`, `i`, `f`, `F`, `e`, `E`, `g` or
    /// `G` (width and precision at most two digits), plus literal text and `%%`.
    init?(_ specifier: String) {
        var format = ""
        var conversions: [Character] = []
        var characters = Array(specifier)[...]
        while let c = characters.popFirst() {
            format.append(c)
            guard c == "%" else { continue }
            if characters.first == "%" {
                format.append(characters.removeFirst())
                continue
            }
            while let flag = characters.first, "-+ 0#".contains(flag) { format.append(characters.removeFirst()) }
            let width = characters.prefix { $0.isASCII && $0.isNumber }
            format += width
            characters.removeFirst(width.count)
            var precision: ArraySlice<Character> = []
            if characters.first == "." {
                format.append(characters.removeFirst())
                precision = characters.prefix { $0.isASCII && $0.isNumber }
                format += precision
                characters.removeFirst(precision.count)
            }
            guard let conversion = characters.popFirst(), "diFfEeGg".contains(conversion), width.count <= 2,
                precision.count <= 2
            else { return nil }
            // Swift's Int is 64-bit: integer conversions read a long.
            if conversion == "d" || conversion == "i" { format.append("l") }
            format.append(conversion)
            conversions.append(conversion)
        }
        guard conversions.count == 1, let conversion = conversions.first else { return nil }
        self.format = format
        isInteger = conversion == "d" || conversion == "i"
    }

    /// The number formatted, or nil when an integer conversion gets a value no Int holds.
    func format(_ number: Double) -> String? {
        if isInteger {
            guard let integer = Int(exactly: number.rounded(.towardZero)) else { return nil }
            return String(format: format, integer)
        }
        return String(format: format, number)
    }
}
