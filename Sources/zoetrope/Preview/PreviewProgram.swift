import Foundation
import SceneCompiler
import Zoetrope
import ZoetropeCLI

/// A scene program serving frames to the preview (`_preview-frames`): started once per
/// successful compile, isolated like every scene program, asked one request at a time over its
/// standard input and output. Its standard error is read as `CompiledFrontEnd.run` reads it, so
/// a trap or a limit becomes the same located error.
final class PreviewProgram: @unchecked Sendable {
    enum Reply {
        case ok([UInt8])
        /// The request failed (the scene keeps running): the program's message.
        case failed(String)
        /// The program ended: the error to show, as the command line would print it.
        case ended(String)
    }

    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let sandboxed: Bool
    private let scene: String
    private let source: String
    private let limits: SceneSandbox.Limits
    /// Serialises requests (the program answers one at a time).
    private let lock = NSLock()
    private let errors = NSCondition()
    private var reader = SceneCrash.Reader()
    private var errorText = ""
    private var errorsOpen = true
    private var status: Int32?
    private var signal: Int32?

    init(
        command: [String], environment: [String: String], sandboxed: Bool, scene: String, source: String,
        limits: SceneSandbox.Limits
    ) throws {
        self.sandboxed = sandboxed
        self.scene = scene
        self.source = source
        self.limits = limits
        var toProgram: [Int32] = [-1, -1]
        var fromProgram: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard makePipe(&toProgram), makePipe(&fromProgram), makePipe(&errorPipe) else {
            throw PreviewError("cannot start the scene program: \(String(cString: strerror(errno)))")
        }
        // The child's ends, once it has them.
        defer {
            close(toProgram[0])
            close(fromProgram[1])
            close(errorPipe[1])
        }
        // Its own process group: Ctrl-C stops the server, which then ends the program.
        let pid: pid_t
        do throws(SpawnFailure) {
            pid = try spawnInOwnGroup(
                command, environment: environment,
                streams: [(STDIN_FILENO, toProgram[0]), (STDOUT_FILENO, fromProgram[1]), (STDERR_FILENO, errorPipe[1])])
        } catch {
            close(toProgram[1])
            close(fromProgram[0])
            close(errorPipe[0])
            throw PreviewError("cannot run the scene program: \(error.reason)")
        }
        self.pid = pid
        // A frame is up to 12 MB: a 1 MiB pipe (F_SETPIPE_SZ, Linux's largest for a user) moves it
        // in 12 turns instead of 190.
        _ = fcntl(fromProgram[0], 1031, 1 << 20)
        input = toProgram[1]
        output = fromProgram[0]
        let errorEnd = errorPipe[0]
        Thread { [self] in readErrors(errorEnd) }.start()
    }

    deinit {
        close(input)
        close(output)
        stop()
    }

    /// Asks `request` (one line) and waits for the answer; nil when `skip` says, once the
    /// program is free, that the answer is no longer wanted.
    func ask(_ request: String, skip: () -> Bool = { false }) -> Reply? {
        lock.lock()
        defer { lock.unlock() }
        if skip() { return nil }
        guard write(Array((request + "\n").utf8)), let header = readLine(), let space = header.firstIndex(of: " "),
            let count = Int(header[header.index(after: space)...]), count >= 0, let body = read(count)
        else { return .ended(endedError()) }
        if header.hasPrefix("ok ") { return .ok(body) }
        return .failed(String(decoding: body, as: UTF8.self))
    }

    /// Ends the program and everything it started.
    func stop() {
        kill(-pid, SIGKILL)
        var result: Int32 = 0
        _ = waitpid(pid, &result, 0)
    }

    /// The error the program ended with, once its standard error is read to the end.
    private func endedError() -> String {
        var result: Int32 = 0
        if waitpid(pid, &result, 0) == pid {
            if result & 0x7f == 0 {
                status = (result >> 8) & 0xff
            } else {
                signal = result & 0x7f
            }
        }
        errors.lock()
        while errorsOpen { errors.wait() }
        let reader = reader
        let text = errorText
        errors.unlock()
        if sandboxed, signal == nil, let status, status > 128, reader.hasCrashed { signal = status - 128 }
        if let crash = reader.crash(scene: scene, limits: limits, signal: signal) {
            return Diagnostic.error(
                crash.wordedMessage, path: scene, line: crash.line, column: crash.column, source: source)
        }
        if !text.isEmpty { return text }
        return "zoetrope: error: the scene program ended (status \(status.map(String.init) ?? "unknown"))\n"
    }

    /// Reads the program's standard error until it closes: crash reports to the reader, the
    /// rest (the command line's messages) kept as the error text.
    private func readErrors(_ fd: Int32) {
        defer { close(fd) }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            pending += buffer[..<n]
            errors.lock()
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                if !reader.take(Substring(line)) { errorText += line + "\n" }
                pending.removeSubrange(...newline)
            }
            errors.unlock()
        }
        errors.lock()
        if !pending.isEmpty { errorText += String(decoding: pending, as: UTF8.self) }
        errorsOpen = false
        errors.broadcast()
        errors.unlock()
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    private var readBuffer: [UInt8] = []

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = Glibc.read(output, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            readBuffer += chunk[..<n]
            return true
        }
    }

    private func readLine() -> String? {
        while true {
            if let newline = readBuffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: readBuffer[..<newline], as: UTF8.self)
                readBuffer.removeSubrange(...newline)
                return line
            }
            // A header is short: anything longer is not the protocol.
            if readBuffer.count > 64 || !fill() { return nil }
        }
    }

    private func read(_ count: Int) -> [UInt8]? {
        while readBuffer.count < count {
            if !fill() { return nil }
        }
        let bytes = Array(readBuffer[..<count])
        readBuffer.removeSubrange(..<count)
        return bytes
    }
}

/// A preview that cannot go on (the server, a program that does not start).
struct PreviewError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A pipe whose ends close in child processes (the programs get theirs through dup2).
func makePipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
}
