import Foundation
import Zoetrope

/// How the command line turns a scene file into a renderer.
///
/// `zoetrope` itself compiles the file (or finds it in the cache) and runs the scene program with
/// the same arguments (`SceneProgramExit` carries its exit status back). A scene program runs
/// the same command line with the scene it was compiled from.
public struct SceneFrontEnd: Sendable {
    /// Loads the scene at a path with the given settings.
    public var load: @Sendable (String, RenderSettings) throws -> SceneRenderer

    /// Warnings about the scene file found before it ran (a root view built with values chosen
    /// for it), at their place in the file.
    public var warnings: [SceneFileWarning] = []

    public init(load: @escaping @Sendable (String, RenderSettings) throws -> SceneRenderer) {
        self.load = load
    }

    /// No way to load scenes: what the command line has before `zoetrope` or a scene program sets one.
    public static let none = SceneFrontEnd { _, _ in
        throw ZoetropeError.internal("no scene front end is set")
    }

    /// The scene compiled into this program: `program` is what the SwiftUI module's
    /// `_zoetropeSceneProgram` returns.
    public static func compiled(_ program: Any) -> SceneFrontEnd {
        let box = ProgramBox(program)
        return SceneFrontEnd { path, settings in
            try SceneRenderer.load(program: box.program, path: path, settings: settings)
        }
    }

    /// The front end the commands use (set once, before `Command.run`).
    nonisolated(unsafe) public static var current: SceneFrontEnd = .none
}

/// A scene program finished in its own process: the command's result is its exit status.
public struct SceneProgramExit: Error {
    public var status: Int32
    public init(status: Int32) { self.status = status }
}

/// Holds a scene program for the loader closure (used from one thread at a time).
private final class ProgramBox: @unchecked Sendable {
    let program: Any
    init(_ program: Any) { self.program = program }
}

/// The entry point of a compiled scene program: applies the limits `zoetrope` passed
/// (`SceneProgramGuard`), then runs the command line given to the program, with `program` as the
/// scene. Never returns.
/// `warnings` are what preparing the file found (line, column, message), printed at their place
/// in it when the scene is loaded.
public func runSceneProgram(_ program: Any, warnings: [(Int, Int, String)] = []) -> Never {
    let guarded = SceneProgramGuard.guarding(program)
    StandardStreams.reopenClosed()
    Interrupt.install()
    SceneFrontEnd.current = .compiled(guarded)
    SceneFrontEnd.current.warnings = warnings.map { SceneFileWarning(line: $0.0, column: $0.1, message: $0.2) }
    exit(Command.run(Array(CommandLine.arguments.dropFirst())))
}

/// A warning at a place in the scene file (1-based line and column).
public struct SceneFileWarning: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
}
