/// A file name with one frame-number placeholder: `%d` or `%0Nd` (N ≤ 9); `%%` is a literal percent.
struct FramePattern: Sendable {
    private let prefix: String
    private let suffix: String
    private let width: Int

    /// Nil unless `pattern` holds exactly one placeholder and no other `%` directive.
    init?(_ pattern: String) {
        var prefix = ""
        var suffix = ""
        var width: Int?
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                if width == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if width == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard width == nil else { return nil }
            var digits = ""
            while let digit = characters.first, digit.isNumber { digits.append(characters.removeFirst()) }
            guard characters.popFirst() == "d" else { return nil }
            // "%d", or "%0Nd" with N from 1 to 9.
            let parsed: Int
            if digits.isEmpty {
                parsed = 0
            } else if digits.count == 2, digits.hasPrefix("0"), let number = Int(digits), number >= 1 {
                parsed = number
            } else {
                return nil
            }
            width = parsed
        }
        guard let width else { return nil }
        self.prefix = prefix
        self.suffix = suffix
        self.width = width
    }

    /// The file name of frame `number`, zero-padded to the pattern's width.
    func path(for number: Int) -> String {
        let digits = String(number)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return prefix + padding + digits + suffix
    }
}
