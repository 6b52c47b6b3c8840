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

/// A failure, by kind (DESIGN.md §7): the command line words it and chooses the exit code.
public enum ZoetropeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene file has errors (usually located diagnostics).
    case scene(ErrorText)
    /// The scene reached a limit its user can raise.
    case sceneLimit(SceneLimitError)
    /// An input other than a file that could not be read (videos that cannot be joined).
    case missingInput(ErrorText)
    /// A file that could not be read, created or written.
    case file(FileError)
    /// The output could not be encoded.
    case output(ErrorText)
    /// A setting or request the render cannot give (size, fps, a codec's options, a limit).
    case setting(SettingError)
    /// The render was interrupted (SIGINT).
    case interrupted
    /// A bug or an unexpected library failure.
    case `internal`(ErrorText)

    /// The error for logs and tests; people see the command line's words for it.
    public var description: String {
        switch self {
        case .scene(let text), .missingInput(let text), .output(let text), .internal(let text): text.description
        case .file(let error): "\(error)"
        case .setting(let error): "\(error)"
        case .sceneLimit(let error): "\(error)"
        case .interrupted: "interrupted"
        }
    }
}
