import Foundation

/// Starts `command` (`command[0]` is the executable's path) in a process group of its own, so
/// that Ctrl-C reaches `zoetrope`, which decides what the child gets: its standard streams are
/// replaced as `streams` says (the child's descriptor and the parent's to give it), `closing`
/// is closed in the child, `nullOutput` sends its standard output to /dev/null. Returns the
/// child's pid.
func spawnInOwnGroup(
    _ command: [String], executable: String? = nil, environment: [String: String]? = nil,
    streams: [(child: Int32, parent: Int32)], closing: [Int32] = [], nullOutput: Bool = false
) throws(SpawnFailure) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (child, parent) in streams { posix_spawn_file_actions_adddup2(&actions, parent, child) }
    for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
    if nullOutput { posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
        argv.forEach { free($0) }
        envp?.forEach { free($0) }
    }
    var pid = pid_t()
    let status =
        if let envp {
            posix_spawn(&pid, executable ?? command[0], &actions, &attributes, argv, envp)
        } else {
            posix_spawn(&pid, executable ?? command[0], &actions, &attributes, argv, environ)
        }
    guard status == 0 else { throw SpawnFailure(code: status) }
    return pid
}

/// Why a child process did not start.
struct SpawnFailure: Error {
    var code: Int32
    /// The system's words for it ("No such file or directory").
    var reason: String { String(cString: strerror(code)) }
}
