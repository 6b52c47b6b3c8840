import Foundation
import SceneCompiler
import Zoetrope
import ZoetropeCLI

/// The compiled front end: a scene file is compiled (or found in the cache) and its program
/// runs the same command line in its own process, isolated (`SceneSandbox`); its exit status is
/// the command's, except that a crash, a trap or a limit becomes the user's error at the user's
/// line (exit 65).
enum CompiledFrontEnd {
    static func make(arguments: [String]) -> SceneFrontEnd {
        SceneFrontEnd { path, settings in
            try SceneRenderer.validate(settings)
            let source = try SceneRenderer.readScene(path: path)
            let compiler: SceneCompiler
            let program: SceneCompiler.Program
            do throws(CompileError) {
                compiler = try SceneCompiler.locate()
                program = try compiler.program(
                    scene: path, source: source, rootView: settings.rootView, preview: settings.preview,
                    isCancelled: { Interrupt.isRequested })
            } catch {
                throw error.zoetropeError(path: path, source: source)
            }
            let sandbox = SceneSandbox.locate()
            if let warning = sandbox.warning { FileHandle.standardError.write(Data(warning.utf8)) }
            let limits = SceneSandbox.Limits(arguments: arguments)
            let outputs = outputPaths(arguments)
            let environment = SceneSandbox.environment(limits: limits, from: ProcessInfo.processInfo.environment)
            let command = sandbox.command(
                program: program.path, arguments: programArguments(arguments), scene: path, outputs: outputs,
                runtime: compiler.runtimeDirectory, compiler: compiler.compiler, environment: environment)
            let started = Date()
            let outcome = run(command, environment: environment, sandboxed: sandbox.bubblewrap != nil)
            if outcome.killed || outcome.signal != nil { removePartialOutputs(outputs, since: started) }
            if let crash = outcome.reader.crash(scene: path, limits: limits, signal: outcome.signal) {
                throw ZoetropeError.scene(.located(format(crash, path: path, source: source)))
            }
            throw SceneProgramExit(status: outcome.status)
        }
    }

    /// The arguments the program gets: the user's, and a progress bar when `zoetrope` would draw one
    /// (the program's standard error is a pipe to this process, not the terminal).
    static func programArguments(_ arguments: [String]) -> [String] {
        guard arguments.first == "render", isatty(STDERR_FILENO) == 1,
            !arguments.contains(where: { $0 == "--progress" || $0.hasPrefix("--progress=") }),
            !arguments.contains(where: { $0 == "-q" || $0 == "--quiet" })
        else { return arguments }
        return [arguments[0], "--progress", "bar"] + arguments.dropFirst()
    }

    /// The files the command writes: `-o`, `--poster`, `--dump`.
    static func outputPaths(_ arguments: [String]) -> [String] {
        var paths: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { break }
            if ["-o", "--output", "--poster", "--dump"].contains(argument), i + 1 < arguments.count {
                paths.append(arguments[i + 1])
                i += 1
            } else if let eq = argument.firstIndex(of: "="),
                ["--output", "--poster", "--dump"].contains(String(argument[..<eq]))
            {
                paths.append(String(argument[argument.index(after: eq)...]))
            }
            i += 1
        }
        return paths
    }

    struct Outcome {
        var status: Int32
        /// The signal that ended the program, if one did.
        var signal: Int32?
        /// True when this process ended it (after a crash report or a limit).
        var killed = false
        var reader = SceneCrash.Reader()
    }

    /// Runs `command` with its standard error read here (forwarded, except what `SceneCrash.Reader`
    /// keeps) and its standard output forwarded, forwarding an interrupt to the program, and
    /// returns how it ended.
    static func run(_ command: [String], environment: [String: String], sandboxed: Bool) -> Outcome {
        var outcome = Outcome(status: 70)
        var pipeEnds: [Int32] = [-1, -1]
        var outputEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return outcome }
        defer { close(pipeEnds[0]) }
        guard pipe(&outputEnds) == 0 else {
            close(pipeEnds[1])
            return outcome
        }
        defer { close(outputEnds[0]) }
        // Its own process group: Ctrl-C reaches `zoetrope`, which forwards it to the program alone
        // (bwrap itself would die of it and take the program down before it removed its output).
        // Its standard output comes through here too, so that what it wrote to standard error
        // first (the last progress bar) is forwarded first: written straight to the terminal, the
        // "wrote" line overtook the progress still in the pipe.
        let pid: pid_t
        do throws(SpawnFailure) {
            pid = try spawnInOwnGroup(
                command, environment: environment,
                streams: [(STDERR_FILENO, pipeEnds[1]), (STDOUT_FILENO, outputEnds[1])],
                closing: [pipeEnds[0], outputEnds[0]])
            close(pipeEnds[1])
            close(outputEnds[1])
        } catch {
            close(pipeEnds[1])
            close(outputEnds[1])
            FileHandle.standardError.write(
                Data("zoetrope: error: cannot run the scene program: \(error.reason)\n".utf8))
            return outcome
        }
        var pending: [UInt8] = []
        var heldBlank = 0
        var forwarded = false
        var crashSeen: Date?
        var open = true
        func emit(_ bytes: ArraySlice<UInt8>) {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
        }
        func process(final: Bool) {
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[..<newline]
                let text = String(decoding: line, as: UTF8.self)
                if text.isEmpty {
                    heldBlank += 1
                } else if outcome.reader.take(Substring(text)) {
                    heldBlank = 0
                } else {
                    if heldBlank > 0 { emit(ArraySlice(repeating: UInt8(ascii: "\n"), count: heldBlank)) }
                    heldBlank = 0
                    emit(pending[...newline])
                }
                pending.removeSubrange(...newline)
            }
            // A progress bar redraws its line with "\r": forward it as it comes.
            if let r = pending.lastIndex(of: UInt8(ascii: "\r")) {
                if heldBlank > 0 { emit(ArraySlice(repeating: UInt8(ascii: "\n"), count: heldBlank)) }
                heldBlank = 0
                emit(pending[...r])
                pending.removeSubrange(...r)
            }
            if final {
                if !pending.isEmpty { emit(pending[...]) }
                if heldBlank > 0 && !outcome.reader.hasCrashed && outcome.reader.runtimeMessages.isEmpty {
                    emit(ArraySlice(repeating: UInt8(ascii: "\n"), count: heldBlank))
                }
            }
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var outputOpen = true
        /// Reads what standard error holds (waiting up to `timeout` ms for it).
        func readErrors(timeout: Int32) -> Bool {
            guard open else { return false }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, timeout) > 0 else { return false }
            let n = read(pipeEnds[0], &buffer, buffer.count)
            if n > 0 {
                pending += buffer[..<n]
                process(final: false)
                return true
            }
            if n == 0 || errno != EINTR && errno != EAGAIN { open = false }
            return false
        }
        /// Forwards what standard output holds, after everything standard error holds (which the
        /// program wrote before it).
        func forwardOutput() {
            guard outputOpen else { return }
            var descriptor = pollfd(fd: outputEnds[0], events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return }
            while readErrors(timeout: 0) {}
            let n = read(outputEnds[0], &buffer, buffer.count)
            if n > 0 {
                var offset = 0
                while offset < n {
                    let written = buffer.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, n - offset) }
                    if written <= 0 { break }
                    offset += written
                }
            } else if n == 0 || errno != EINTR && errno != EAGAIN {
                outputOpen = false
            }
        }
        while true {
            if open || outputOpen {
                var descriptors = [
                    pollfd(fd: open ? pipeEnds[0] : -1, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: outputOpen ? outputEnds[0] : -1, events: Int16(POLLIN), revents: 0),
                ]
                if poll(&descriptors, 2, 20) > 0 {
                    if descriptors[1].revents != 0 { forwardOutput() }
                    if descriptors[0].revents != 0 { _ = readErrors(timeout: 0) }
                }
            } else {
                usleep(5_000)
            }
            var result: Int32 = 0
            let done = waitpid(pid, &result, open ? WNOHANG : 0)
            if done == pid {
                // Drain what is left (a report written just before the end), standard error first.
                while outputOpen {
                    forwardOutput()
                    var descriptor = pollfd(fd: outputEnds[0], events: Int16(POLLIN), revents: 0)
                    if outputOpen && poll(&descriptor, 1, 0) <= 0 { outputOpen = false }
                }
                while open {
                    let n = read(pipeEnds[0], &buffer, buffer.count)
                    if n > 0 { pending += buffer[..<n] } else { open = false }
                }
                process(final: true)
                if result & 0x7f == 0 {
                    outcome.status = (result >> 8) & 0xff
                } else {
                    outcome.signal = result & 0x7f
                    outcome.status = 128 + (result & 0x7f)
                }
                // bwrap reports its child's death by a signal as exit 128 + the signal.
                if sandboxed && outcome.signal == nil && outcome.status > 128 && outcome.reader.hasCrashed {
                    outcome.signal = outcome.status - 128
                }
                return outcome
            }
            if done < 0 && errno != EINTR { return outcome }
            if !forwarded && Interrupt.isRequested {
                signalProgram(pid, SIGINT, sandboxed: sandboxed)
                forwarded = true
            }
            // After a crash report (or a limit's marker), the program is done: end it, with
            // everything it started; a marker without its report is given ten seconds.
            // A runtime message without a report: the backtracer could not start (no memory left).
            if outcome.reader.hasCrashed || !outcome.reader.runtimeMessages.isEmpty {
                let seen = crashSeen ?? Date()
                crashSeen = seen
                let elapsed = Date().timeIntervalSince(seen)
                // A limit's report is its only one (the program goes on running after it). A
                // crash's report is awaited for 15 s: the backtracer gives up after 10
                // (`SceneSandbox`), and on a loaded machine it takes over 5 to start, so a
                // shorter wait lost the report (and the line) under load only.
                let reported = !outcome.reader.reports.isEmpty
                let grace: Double = outcome.reader.markers.isEmpty ? (reported ? 5 : 15) : (reported ? 0 : 10)
                if elapsed > grace {
                    if !outcome.killed { kill(-pid, SIGKILL) }
                    outcome.killed = true
                }
            }
        }
    }

    /// Sends `signal` to the program: with bwrap, to the processes inside it (bwrap itself would
    /// die of SIGINT rather than pass it on).
    static func signalProgram(_ pid: pid_t, _ signal: Int32, sandboxed: Bool) {
        guard sandboxed else {
            kill(pid, signal)
            return
        }
        var queue = [pid]
        while let next = queue.popLast() {
            let comm = (try? String(contentsOfFile: "/proc/\(next)/comm", encoding: .utf8)) ?? ""
            if next != pid && comm.trimmingCharacters(in: .whitespacesAndNewlines) != "bwrap" { kill(next, signal) }
            let children = (try? String(contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8)) ?? ""
            queue += children.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    /// Removes the temporary files (`.<name>.partial-…`) a killed program left beside its outputs.
    static func removePartialOutputs(_ outputs: [String], since start: Date) {
        let folders = Set(outputs.map { PathComponents.folder($0) }).map { $0.isEmpty ? "." : $0 }
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasPrefix(".") && name.contains(".partial-") {
                let path = folder + "/" + name
                let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
                if let modified, modified >= start.addingTimeInterval(-1) {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
        }
    }

    /// `path:line:col: error: message`, the source line and a caret (or `path: error: message`).
    static func format(_ crash: SceneCrash, path: String, source: String) -> String {
        Diagnostic.error(crash.wordedMessage, path: path, line: crash.line, column: crash.column, source: source)
    }
}

extension CompileError {
    /// The error as the command line reports it.
    func zoetropeError(path: String, source: String) -> ZoetropeError {
        switch self {
        case .toolchainMissing(let text): return .missingInput(.message(text))
        case .runtimeMissing(let text), .cache(let text): return .internal(.message(text))
        case .compilerFailed(let output): return .scene(.message("swiftc failed:\n" + output))
        case .interrupted: return .interrupted
        case .scene(let text): return .compilerMessages(text)
        case .preparation(let error):
            // Several possible roots: the flag that chooses one.
            let message = error.message + (error.rootCandidates.first.map { "; choose one with --view \($0)" } ?? "")
            return .scene(
                .located(
                    Diagnostic.error(message, path: path, line: error.line, column: error.column, source: source)))
        }
    }
}
