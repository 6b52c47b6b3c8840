import Zoetrope

/// One option of a command, as its parser accepts it and its `--help` shows it: the tables in
/// `CommandOption+Tables.swift` are the one place both come from, with the range an integer value
/// must be in (the limit flags, common to the commands that load a scene, are `LimitOption`'s).
struct CommandOption: Sendable {
    /// `--fps` …
    let flag: String
    /// A short form (`-o`).
    var alias: String? = nil
    /// What the value is (`<n>`); nil for a switch, which takes none.
    var placeholder: String?
    /// The help's lines for it, the first beside the option, the others under it.
    var help: [String]
    /// The values an integer option accepts (checked when it is read, `ParsedArguments.int`).
    var range: ClosedRange<Int>? = nil
    /// Accepted but not in the help (`--plain`).
    var hidden = false

    init(
        _ flag: String, alias: String? = nil, _ placeholder: String?, _ help: String..., range: ClosedRange<Int>? = nil,
        hidden: Bool = false
    ) {
        self.flag = flag
        self.alias = alias
        self.placeholder = placeholder
        self.help = help
        self.range = range
        self.hidden = hidden
    }

    /// The help's OPTIONS part for `options`: each option and its placeholder in a 24-column
    /// field after two spaces, its help lines beside and under it.
    static func helpText(_ options: [CommandOption]) -> String {
        var lines = ["OPTIONS:"]
        for option in options where !option.hidden {
            let name =
                (option.alias.map { "\($0), " } ?? "") + option.flag + (option.placeholder.map { " \($0)" } ?? "")
            for (i, text) in option.help.enumerated() {
                let left = i == 0 ? name : ""
                lines.append("  " + left.padding(toLength: max(24, left.count + 1), withPad: " ", startingAt: 0) + text)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ParsedArguments {
    /// Splits `args` by the options of a command's table; `limits` adds the limit flags.
    init(_ args: [String], options: [CommandOption], limits: Bool = false) throws {
        var aliases: [String: String] = [:]
        for option in options { if let alias = option.alias { aliases[alias] = option.flag } }
        try self.init(
            args,
            valueOptions: options.filter { $0.placeholder != nil }.map(\.flag) + (limits ? LimitOption.flags : []),
            flagOptions: options.filter { $0.placeholder == nil }.map(\.flag), aliases: aliases)
        for option in options { if let range = option.range { ranges[option.flag] = range } }
    }

    /// The integer value of `name`, checked against its table's range.
    func int(_ name: String) throws -> Int? {
        try int(name, in: ranges[name] ?? Int.min...Int.max)
    }
}
