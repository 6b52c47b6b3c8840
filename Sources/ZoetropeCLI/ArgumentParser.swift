/// A command-line usage error: the message and the help topic to point at.
struct UsageError: Error {
    var message: String
}

/// Splits arguments into positionals and `--name value` options, checked against a table.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    /// The range each integer option's value must be in (`CommandOption.range`).
    var ranges: [String: ClosedRange<Int>] = [:]

    /// `valueOptions`/`flagOptions`: canonical long names ("--fps"); `aliases` maps short forms.
    init(
        _ args: [String], valueOptions: [String], flagOptions: [String], aliases: [String: String] = [:]
    ) throws {
        var i = 0
        while i < args.count {
            var arg = args[i]
            i += 1
            if arg == "--" {
                positionals.append(contentsOf: args[i...])
                break
            }
            guard arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil else {
                positionals.append(arg)
                continue
            }
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                inlineValue = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            let name = aliases[arg] ?? arg
            if flagOptions.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "option '\(arg)' takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    // `--fps --quiet`: the value was left out, rather than being "--quiet".
                    guard i < args.count, !Self.isOption(args[i], valueOptions + flagOptions, aliases) else {
                        throw UsageError(message: "missing value for '\(arg)'")
                    }
                    value = args[i]
                    i += 1
                }
                guard values[name] == nil else { throw UsageError(message: "option '\(name)' given twice") }
                values[name] = value
            } else {
                let known = valueOptions + flagOptions
                var message = "unknown option '\(arg)'"
                if let near = nearest(arg, in: known) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message)
            }
        }
    }

    /// Whether `arg` is one of the options, by name, alias or as `--name=value`.
    private static func isOption(_ arg: String, _ names: [String], _ aliases: [String: String]) -> Bool {
        let name = arg.hasPrefix("--") ? String(arg.prefix { $0 != "=" }) : arg
        return names.contains(aliases[name] ?? name)
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: Self.invalidInteger(text, for: name, expected: range))
        }
        return value
    }

    /// The message for `text` given to the integer option `name`, which takes `expected` (any
    /// integer when nil): the one wording of it, also for a value the facade refuses
    /// (`ErrorWords`).
    static func invalidInteger(_ text: String, for name: String, expected: ClosedRange<Int>?) -> String {
        let range = expected.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
        return "invalid value '\(text)' for '\(name)': expected an integer\(range)"
    }

    /// The value of `name` as an integer, in any range: the range is checked where the value is
    /// used; `expecting`, when known, is what the message for a value that is no integer shows.
    func integer(_ name: String, expecting range: ClosedRange<Int>?) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text) else {
            throw UsageError(message: Self.invalidInteger(text, for: name, expected: range))
        }
        return value
    }

    func positiveDouble(_ name: String, allowZero: Bool = false) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, allowZero ? value >= 0 : value > 0 else {
            throw UsageError(
                message:
                    "invalid value '\(text)' for '\(name)': expected a \(allowZero ? "non-negative" : "positive") number"
            )
        }
        return value
    }
}

/// The closest candidate by edit distance (a swap of neighbours counts as one edit), when close
/// enough to be a likely typo.
func nearest(_ word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
    let w = Array(word)
    let scored = candidates.map { ($0, distance(w, Array($0))) }.min { $0.1 < $1.1 }
    guard let (best, d) = scored, d <= max(1, word.count / 3) else { return nil }
    return best
}
