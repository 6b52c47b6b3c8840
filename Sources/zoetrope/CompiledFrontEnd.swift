import Foundation
import SceneCompiler
import Zoetrope
import ZoetropeCLI

/// The compiled front end: a scene file is compiled (or found in the cache) and its program
/// runs the same command line in its own process; its exit status is the command's.
enum CompiledFrontEnd {
    static func make(arguments: [String]) -> SceneFrontEnd {
        SceneFrontEnd { path, settings in
            let source: String
            do {
                source = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                // The interpreter path reports a missing or unreadable file precisely.
                return try SceneRenderer.load(path: path, settings: settings)
            }
            let program: SceneCompiler.Program
            do throws(CompileError) {
                program = try SceneCompiler.locate().program(scene: path, source: source, rootView: settings.rootView)
            } catch {
                throw error.zoetropeError(path: path, source: source)
            }
            throw SceneProgramExit(status: run(program.path, arguments: arguments))
        }
    }

    /// Runs the program with `arguments`, forwarding an interrupt, and returns its exit status
    /// (128 + the signal when a signal ended it).
    static func run(_ executable: String, arguments: [String]) -> Int32 {
        var pid = pid_t()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, nil, nil, argv, environ)
        guard status == 0 else {
            FileHandle.standardError.write(
                Data("zoetrope: error: cannot run the scene program: \(String(cString: strerror(status)))\n".utf8))
            return 70
        }
        var forwarded = false
        while true {
            var result: Int32 = 0
            let done = waitpid(pid, &result, WNOHANG)
            if done == pid {
                if result & 0x7f == 0 { return (result >> 8) & 0xff }
                return 128 + (result & 0x7f)
            }
            if done < 0 && errno != EINTR { return 70 }
            if !forwarded && Interrupt.isRequested {
                kill(pid, SIGINT)
                forwarded = true
            }
            usleep(5_000)
        }
    }
}

extension CompileError {
    /// The error as the command line reports it.
    func zoetropeError(path: String, source: String) -> ZoetropeError {
        switch self {
        case .toolchainMissing(let text): return .missingInput(text)
        case .runtimeMissing(let text), .cache(let text): return .internal(text)
        case .scene(let text): return .scene(text)
        case .preparation(let error):
            guard error.line > 0 else { return .scene("\(path): error: \(error.message)\n") }
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let text = error.line <= lines.count ? String(lines[error.line - 1]) : ""
            let caret = String(repeating: " ", count: max(error.column - 1, 0)) + "^"
            return .scene("\(path):\(error.line):\(error.column): error: \(error.message)\n\(text)\n\(caret)\n")
        }
    }
}
