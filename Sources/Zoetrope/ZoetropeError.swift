/// What a failure says: a message, which the command line prints after its own name
/// (`zoetrope: error: …`), or diagnostics located in the scene file, printed as they are
/// (`scene.swift:4:9: error: …`, the source line and a caret). A string literal is a message.
public enum ErrorText: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    case message(String)
    case located(String)

    public init(stringLiteral value: String) { self = .message(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .message(String(stringInterpolation: stringInterpolation))
    }

    public var description: String {
        switch self {
        case .message(let text), .located(let text): text
        }
    }
}

/// A failure with the process exit code it maps to (DESIGN.md §7).
public enum ZoetropeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene file has errors (usually located diagnostics).
    case scene(ErrorText)
    /// The scene or an asset it names is missing or unreadable.
    case missingInput(ErrorText)
    /// The output could not be written.
    case output(ErrorText)
    /// A bad setting (size, fps, …).
    case usage(ErrorText)
    /// The render was interrupted (SIGINT).
    case interrupted
    /// A bug or an unexpected library failure.
    case `internal`(ErrorText)

    public var description: String {
        switch self {
        case .scene(let text), .missingInput(let text), .output(let text), .usage(let text), .internal(let text):
            text.description
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
