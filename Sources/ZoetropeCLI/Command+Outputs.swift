import Zoetrope

/// Checks that keep a command from writing over what it reads, or one output over another.
extension Command {
    /// Refuses (exit 64) an output, named `noun` in the message, that is the scene file itself,
    /// however it is spelled or linked.
    static func refuseInput(_ path: String, noun: String, scene: String) throws {
        guard OutputPath.isSameFile(path, scene) else { return }
        throw UsageError(message: "\(noun) '\(path)' is the input scene file; choose another \(noun) path")
    }

    /// Refuses (exit 64) a second output, named `noun` in the message, that is the main output `-o`.
    static func refuseOutput(_ path: String, noun: String, output: String) throws {
        guard OutputPath.isSameFile(path, output) else { return }
        throw UsageError(message: "\(noun) '\(path)' is also the output (-o); choose another \(noun) path")
    }
}
