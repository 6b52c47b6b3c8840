import Foundation
import Geometry

@_exported import struct SceneGraph.LoadedScene

/// Loads scene files: the SwiftUI subset is lexed, parsed and evaluated at run time.
public enum SceneLoader {
    /// Parses and evaluates a scene. `canvas` is `UIScreen.main.bounds.size` in points.
    ///
    /// Syntax errors are all reported (up to 20); evaluation stops at its first error. The
    /// view rendered is the one view struct no other declaration uses.
    public static func load(source: String, path: String, canvas: Size) throws(SceneError) -> LoadedScene {
        try load(source: source, path: path, canvas: canvas, rootView: nil)
    }

    /// Parses and evaluates a scene, rendering the view struct named `rootView` (a name such as
    /// `ProfileView`, as `--view` gives it); nil picks the one view no other declaration uses,
    /// and several such views are an error that lists them.
    public static func load(
        source: String, path: String, canvas: Size, rootView: String?
    ) throws(SceneError) -> LoadedScene {
        try load(source: source, path: path, canvas: canvas, rootView: rootView, limits: EvaluationLimits())
    }

    /// Parses and evaluates a scene within `limits`; each limit reached is an error at the
    /// place that reached it.
    public static func load(
        source: String, path: String, canvas: Size, rootView: String? = nil, limits: EvaluationLimits
    ) throws(SceneError) -> LoadedScene {
        let result = onLargeStack {
            evaluate(source: source, path: path, canvas: canvas, rootView: rootView, limits: limits)
        }
        switch result {
        case .success(let scene): return scene
        case .failure(let error): throw error
        }
    }

    /// The most syntax errors reported for one file.
    static let maxReportedErrors = 20

    private static func evaluate(
        source: String, path: String, canvas: Size, rootView: String?, limits: EvaluationLimits
    ) -> Result<LoadedScene, SceneError> {
        var lexer = Lexer(source: source)
        let tokens = lexer.tokenize()
        var parser = Parser(tokens: tokens)
        let file = parser.parseFile()
        var parserErrors = parser.errors
        if lexer.errors.contains(where: { $0.message == .unterminatedComment }),
            let last = tokens.last(where: { $0.kind != .endOfFile })
        {
            // The comment runs to the end of the file: what the parser misses there follows from it.
            parserErrors.removeAll { !($0.position < last.position) }
        }
        let syntaxErrors = (lexer.errors + parserErrors).enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .prefix(maxReportedErrors)
            .map(\.element)
        if !syntaxErrors.isEmpty {
            return .failure(SceneError(diagnostics: syntaxErrors.flatMap { $0.diagnostics(path: path) }))
        }
        do {
            let program = try Program(file: file)
            let interpreter = Interpreter(program: program, canvas: canvas, limits: limits, path: path)
            return .success(try interpreter.run(rootView: rootView))
        } catch let error as ScriptError {
            return .failure(SceneError(diagnostics: error.diagnostics(path: path)))
        } catch {
            let internalError = ScriptError(.internalError(String(describing: error)), at: .file)
            return .failure(SceneError(diagnostics: internalError.diagnostics(path: path)))
        }
    }

    /// Stack for parsing and evaluation. Nesting is bounded (see `Parser.maxDepth` and
    /// `EvaluationLimits`), but debug builds use large frames (the deepest allowed evaluation
    /// needed ~7 MB there) and callers may be on a secondary thread with a small default
    /// stack; a dedicated thread makes the bound safe.
    ///
    /// Freeing a value nested N levels deep recurses N levels (~600 bytes each in a release
    /// build, measured). The step limit bounds the nesting a scene can build (at least 5 steps
    /// per level: 400,000 levels at the default 2,000,000 steps), so the stack is 512 MiB of
    /// address space, of which only what is used gets memory.
    static let stackSize = 512 << 20

    /// Runs `body` on a thread with a `stackSize` stack and waits for its result (for other
    /// work that recurses through a scene, such as layout).
    public static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value ?? body()
    }
}

/// Carries a result from the evaluation thread back to the caller (written once, read after
/// the semaphore, so access never overlaps).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
