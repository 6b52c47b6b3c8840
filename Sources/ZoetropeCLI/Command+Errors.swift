import Foundation
import Zoetrope

/// The messages of failed commands: everything the tool itself reports starts `zoetrope: error:`;
/// scene diagnostics start with the file and line they point at.
extension Command {
    /// A bad command line (exit 64): the message, then where to read the usage.
    static func usageMessage(_ message: String, command: String) -> String {
        let topic = names.contains(command) ? "zoetrope \(command) --help" : "zoetrope --help"
        return "zoetrope: error: \(message)\nRun '\(topic)' for usage.\n"
    }

    /// What `zoetrope COMMAND` prints for `error`, as the command line would: for a scene's error,
    /// its file, line and column, the source line and a caret.
    public static func errorText(_ error: any Error, command: String) -> String {
        switch error {
        case let error as UsageError: return usageMessage(error.message, command: command)
        case let error as ZoetropeError: return message(for: error, command: command)
        default: return "zoetrope: error: \(error)\n"
        }
    }

    /// The text standard error shows for `error`, ending in a newline.
    static func message(for error: ZoetropeError, command: String) -> String {
        switch error {
        case .interrupted:
            return "interrupted\n"
        case .usage(let text):
            return usageMessage(trimmed(text.description), command: command)
        case .scene(let text), .missingInput(let text), .output(let text), .internal(let text):
            switch text {
            case .located(let diagnostics):
                // Located in the scene: `scene.swift:4:9: error: …`, printed as it is.
                return diagnostics.hasSuffix("\n") ? diagnostics : diagnostics + "\n"
            case .message(let message):
                return "zoetrope: error: \(quotingPath(trimmed(message)))\n"
            }
        }
    }

    /// `text` without the newlines it may end with.
    private static func trimmed(_ text: String) -> String {
        var rest = text
        while rest.hasSuffix("\n") { rest.removeLast() }
        return rest
    }

    /// `cannot write out/x.mp4: No space left on device` with the path quoted, as in every other
    /// message: `cannot write 'out/x.mp4': No space left on device`. The reason follows the last ": "
    /// (reasons hold none, paths may).
    static func quotingPath(_ text: String) -> String {
        for verb in ["cannot create ", "cannot write ", "cannot read "] where text.hasPrefix(verb) {
            let rest = text.dropFirst(verb.count)
            guard !rest.hasPrefix("'"), let colon = rest.range(of: ": ", options: .backwards),
                colon.lowerBound > rest.startIndex
            else { return text }
            return "\(verb)'\(rest[..<colon.lowerBound])': \(rest[colon.upperBound...])"
        }
        return text
    }
}
