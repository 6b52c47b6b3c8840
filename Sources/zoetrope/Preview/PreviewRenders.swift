import Foundation
import PreviewServer

/// Videos rendered from the page: each is `zoetrope render` (this very executable, so the same
/// code path, isolation and messages) into the preview's own temporary folder, with its
/// `--progress json` lines turned into `render` events.
final class PreviewRenders: @unchecked Sendable {
    struct Job {
        var id: Int
        var format: String
        var path: String
        var state = "running"
        var progress = 0.0
        var message = ""
    }

    private let session: PreviewSession
    private let folder: String
    private let lock = NSLock()
    private var jobs: [Int: Job] = [:]
    private var running: Set<pid_t> = []

    init(session: PreviewSession) throws {
        self.session = session
        var template = Array((NSTemporaryDirectory() + "/zoetrope-preview-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PreviewError("cannot create a folder for renders: \(String(cString: strerror(errno)))")
        }
        folder = String(cString: made)
    }

    /// Starts rendering the scene as `format` (mp4 or gif); returns the job's number.
    func start(format: String) -> Int {
        lock.lock()
        let id = jobs.count + 1
        let name = fileStem(session.options.scene)
        let job = Job(id: id, format: format, path: "\(folder)/\(id)-\(name).\(format)")
        jobs[id] = job
        lock.unlock()
        announce(job)
        Thread { [self] in run(job) }.start()
        return id
    }

    /// A finished render's file and the name to download it as.
    func file(_ id: Int) -> (path: String, name: String)? {
        lock.lock()
        defer { lock.unlock() }
        guard let job = jobs[id], job.state == "done" else { return nil }
        return (job.path, "\(fileStem(session.options.scene)).\(job.format)")
    }

    /// Stops the renders and removes their files.
    func stop() {
        lock.lock()
        for pid in running { kill(-pid, SIGKILL) }
        lock.unlock()
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func run(_ job: Job) {
        var job = job
        let arguments =
            ["render", session.options.scene, "-o", job.path, "--progress", "json"]
            + Self.renderArguments(session.options.sceneArguments, format: job.format)
        var errorPipe: [Int32] = [-1, -1]
        guard makePipe(&errorPipe) else { return finish(&job, failure: "cannot start the render") }
        let pid: pid_t
        do throws(SpawnFailure) {
            pid = try spawnInOwnGroup(
                ["zoetrope"] + arguments, executable: "/proc/self/exe", streams: [(STDERR_FILENO, errorPipe[1])],
                nullOutput: true)
            close(errorPipe[1])
        } catch {
            close(errorPipe[1])
            close(errorPipe[0])
            return finish(&job, failure: "cannot start the render: \(error.reason)")
        }
        lock.lock()
        running.insert(pid)
        lock.unlock()
        var messages = ""
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = read(errorPipe[0], &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            pending += buffer[..<n]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let progress = Self.progress(line) {
                    job.progress = progress
                    announce(job)
                } else {
                    messages += line + "\n"
                }
            }
        }
        close(errorPipe[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        lock.lock()
        running.remove(pid)
        lock.unlock()
        if status == 0 {
            job.state = "done"
            job.progress = 1
            job.message = ""
            update(job)
        } else {
            finish(&job, failure: messages.isEmpty ? "the render failed (status \(status))" : messages)
        }
    }

    private func finish(_ job: inout Job, failure: String) {
        job.state = "failed"
        job.message = failure
        update(job)
    }

    private func update(_ job: Job) {
        lock.lock()
        jobs[job.id] = job
        lock.unlock()
        announce(job)
    }

    private func announce(_ job: Job) {
        session.events.send(
            "render",
            data: json([
                "id": job.id, "format": job.format, "state": job.state, "progress": job.progress,
                "message": job.message,
            ]))
    }

    /// The preview's flags for a render: a GIF plays at most 50 fps, so a faster preview's GIF is
    /// made at GIF's own default (30 fps), as `zoetrope render x.gif` would.
    static func renderArguments(_ arguments: [String], format: String) -> [String] {
        guard format == "gif", let index = arguments.firstIndex(of: "--fps"), index + 1 < arguments.count,
            let fps = Int(arguments[index + 1]), fps > 50
        else { return arguments }
        return Array(arguments[..<index] + arguments[(index + 2)...])
    }

    /// The fraction done of all passes, from a `--progress json` line.
    static func progress(_ line: String) -> Double? {
        guard line.hasPrefix("{"),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let frame = object["frame"] as? Double, let frames = object["frames"] as? Double, frames > 0,
            let pass = object["pass_number"] as? Double, let passes = object["passes"] as? Double, passes > 0
        else { return nil }
        return min(1, ((pass - 1) + frame / frames) / passes)
    }
}

/// The file's name without its folder and extension: "launch" for "scenes/launch.swift".
func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
    return String(name[..<dot])
}
