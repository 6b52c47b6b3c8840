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
            return usageMessage(withoutErrorPrefix(text), command: command)
        case .scene(let text), .missingInput(let text), .output(let text), .internal(let text):
            guard text.hasPrefix("error: ") else {
                // A diagnostic located in the scene: `scene.swift:4:9: error: …`.
                return text.hasSuffix("\n") ? text : text + "\n"
            }
            return "zoetrope: error: \(quotingPath(withoutErrorPrefix(text)))\n"
        }
    }

    /// The library's texts start "error: "; the tool puts its own name before that.
    private static func withoutErrorPrefix(_ text: String) -> String {
        var rest = text.hasPrefix("error: ") ? String(text.dropFirst("error: ".count)) : text
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
