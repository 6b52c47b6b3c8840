import Foundation

/// Runs a program and waits for it with posix_spawn and waitpid rather than Foundation's
/// `Process`, whose `waitUntilExit` wakes its run loop only every 50 ms or so: measured here,
/// a bwrap probe that takes 5 ms cost 53 ms through `Process`, on every render.
enum ChildProcess {
    struct Result {
        /// The exit status; nil when the program could not start or ended by a signal.
        var status: Int32?
        /// Its standard output and standard error, interleaved (when captured).
        var output: Data
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc
    /// module does not declare: found at run time.
    private static let addChdir:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
            else { return nil }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)
                    .self)
        }()

    /// Runs `command` (an absolute path first) in `directory` (nil: this one), with its
    /// standard output and error captured together or discarded, and the environment of this
    /// process. Returns once it has exited.
    static func run(_ command: [String], in directory: String? = nil, capture: Bool) -> Result {
        var result = Result(status: nil, output: Data())
        var pipeEnds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&pipeEnds) == 0 else { return result }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        if let directory {
            guard let addChdir = Self.addChdir else { return result }
            _ = addChdir(&actions, directory)
        }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        if capture { close(pipeEnds[1]) }
        defer { if capture { close(pipeEnds[0]) } }
        guard spawned == 0 else { return result }
        if capture {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(pipeEnds[0], &buffer, buffer.count)
                if n > 0 {
                    result.output.append(contentsOf: buffer[..<n])
                } else if n == 0 || errno != EINTR {
                    break
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return result }
        }
        if status & 0x7f == 0 { result.status = (status >> 8) & 0xff }
        return result
    }
}
