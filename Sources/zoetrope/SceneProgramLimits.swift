import SceneCompiler

extension SceneSandbox.Limits {
    /// The limits a command line gives with `--max-cpu-time`, `--max-memory` (MiB) and
    /// `--max-evaluation-time` (already checked by the command's parser, `LimitOption`).
    init(arguments: [String]) {
        self.init()
        func value(_ name: String) -> Double? {
            for (i, argument) in arguments.enumerated() {
                if argument == "--" { return nil }
                if argument == name, i + 1 < arguments.count { return Double(arguments[i + 1]) }
                if argument.hasPrefix(name + "=") { return Double(argument.dropFirst(name.count + 1)) }
            }
            return nil
        }
        if let v = value("--max-cpu-time"), v > 0 { cpuSeconds = v }
        if let v = value("--max-memory"), v > 0 { memoryBytes = v * 1024 * 1024 }
        if let v = value("--max-evaluation-time"), v > 0 { evaluationSeconds = v }
    }
}

extension SceneCrash {
    /// The message as the command line shows it: with the limit that ended the program, when one
    /// did, and the flag that raises it.
    var wordedMessage: String {
        guard let limit else { return message }
        let number = { (n: Double) in n == n.rounded() ? String(Int(n)) : String(n) }
        switch limit {
        case .evaluationSeconds(let s): return message + " (limit \(number(s)) s; raise it with --max-evaluation-time)"
        case .cpuSeconds(let s): return message + " (limit \(number(s)) s; raise it with --max-cpu-time)"
        case .memoryMiB(let mib): return message + " (limit \(mib) MiB; raise it with --max-memory)"
        }
    }
}
