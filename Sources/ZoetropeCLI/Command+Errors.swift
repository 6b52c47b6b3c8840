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
        case .setting(let error):
            switch ErrorWords.text(error) {
            case .usage(let message): return usageMessage(message, command: command)
            case .scene(let diagnostic): return diagnostic + "\n"
            }
        case .file(let error):
            return "zoetrope: error: \(ErrorWords.text(error))\n"
        case .sceneLimit(let error):
            let text = error.formatted(message: ErrorWords.text(error.limit))
            return text.hasSuffix("\n") ? text : text + "\n"
        case .scene(let text), .missingInput(let text), .output(let text), .internal(let text):
            switch text {
            case .located(let diagnostics):
                // Located in the scene: `scene.swift:4:9: error: …`, printed as it is.
                return diagnostics.hasSuffix("\n") ? diagnostics : diagnostics + "\n"
            case .message(let message):
                return "zoetrope: error: \(trimmed(message))\n"
            }
        }
    }

    /// The process exit code for `error` (sysexits.h values, DESIGN.md §7): a bad setting 64 (a
    /// scene over a limit by its own length 65), the scene 65, an input 66, a bug 70, an output
    /// 73, an interruption 130.
    static func exitCode(_ error: ZoetropeError) -> Int32 {
        switch error {
        case .setting(let setting): if case .scene = ErrorWords.text(setting) { 65 } else { 64 }
        case .scene, .sceneLimit: 65
        case .missingInput: 66
        case .file(let file): file.operation == .read ? 66 : 73
        case .internal: 70
        case .output: 73
        case .interrupted: 130
        }
    }

    /// `text` without the newlines it may end with.
    private static func trimmed(_ text: String) -> String {
        var rest = text
        while rest.hasSuffix("\n") { rest.removeLast() }
        return rest
    }
}
