/// A failure with the process exit code it maps to (DESIGN.md §7).
public enum ZoetropeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene file has errors; the text is the formatted diagnostics.
    case scene(String)
    /// The scene or an asset it names is missing or unreadable.
    case missingInput(String)
    /// The output could not be written.
    case output(String)
    /// A bad setting (size, fps, …).
    case usage(String)
    /// The render was interrupted (SIGINT).
    case interrupted
    /// A bug or an unexpected library failure.
    case `internal`(String)

    public var description: String {
        switch self {
        case .scene(let text), .missingInput(let text), .output(let text), .usage(let text), .internal(let text):
            text
        case .interrupted: "interrupted"
        }
    }

    /// The process exit code (sysexits.h values).
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .scene: 65
        case .missingInput: 66
        case .internal: 70
        case .output: 73
        case .interrupted: 130
        }
    }
}
