import Foundation
import Glibc
import SceneGraph

/// The limits of DESIGN.md §7, applied by a compiled scene program to itself before it runs the
/// command line (`runSceneProgram` calls `guarding(_:)` first).
///
/// The host (`zoetrope`) passes `ZOETROPE_SCENE_LIMITS` = "<cpu seconds> <memory bytes> <evaluation
/// seconds>". The program lowers its own hard limits before any scene code runs, so the scene
/// cannot raise them again (an unprivileged process never can). When evaluation — the scene's
/// `body`, `onAppear`, scheduled closures — takes more than its limit of the evaluating thread's
/// CPU time (or, for code that waits instead, ten times that in wall-clock time), or the process
/// passes its CPU limit, the guard writes a marker line for the host and sends SIGILL to the thread
/// running scene code: the Swift backtracer then prints where that thread is, in the user's file,
/// and the host, which reads both (`SceneCrash` in SceneCompiler, whose `SceneGuard` names the
/// same variable and markers), reports the limit at that line and ends the program.
/// SIGILL rather than SIGQUIT: the backtracer handles both, but SIGILL is reported like a trap.
///
/// The memory limit is watched the same way while evaluation runs: when the program's address
/// space passes it, the thread running scene code is stopped at its line. The kernel's limit
/// (RLIMIT_AS) sits a quarter above it (at least 256 MiB), because an allocation the kernel refuses
/// aborts inside the C library, where the backtracer cannot unwind to the scene's line; only an
/// allocation that jumps past that margin at once still ends that way (reported at the file).
///
/// It lives in the library rather than in each scene program's own files: compiled with every
/// scene, it took 0.3 s of a small scene's 0.7 s compile (measured on the 2-core machine).
public enum SceneProgramGuard {
    /// The variable the limits come in, and the lines written for the host when one is reached:
    /// the host's own spelling of each (SceneCompiler's `SceneGuard`) is checked against these
    /// (CLITests' SceneProgramGuardTests).
    static let environmentName = "ZOETROPE_SCENE_LIMITS"
    static let evaluationMarker: StaticString = "zoetrope-scene: evaluation-timeout"
    static let memoryMarker: StaticString = "zoetrope-scene: memory-limit"
    static let cpuMarker: StaticString = "zoetrope-scene: cpu-limit"

    /// Applies the limits the host passed, if it passed any, and returns `program` watched while
    /// it evaluates (unchanged when there are no limits or it is not a scene program).
    public static func guarding(_ program: Any) -> Any {
        let text = getenv(environmentName).map { String(cString: $0) } ?? ""
        let values = text.split(separator: " ").compactMap { Double($0) }
        guard values.count == 3 else { return program }
        limit(RLIMIT_CPU, values[0], hard: values[0] + 5)
        let addressSpace = values[1] + max(values[1] / 4, 256 * 1024 * 1024)
        limit(RLIMIT_AS, addressSpace, hard: addressSpace)
        // Read once here, so that the handler finds it initialised (no lazy set-up in a signal).
        _ = cpuMarker
        signal(SIGXCPU) { _ in
            SceneProgramGuard.mark(SceneProgramGuard.cpuMarker)
            raise(SIGILL)
        }
        // Without bubblewrap nothing ends the program with zoetrope: it watches for that itself.
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { usleep(200_000) }
            _exit(130)
        }
        guard let scene = program as? SceneProgram else { return program }
        return GuardedProgram(scene, seconds: values[2], memoryBytes: values[1])
    }

    static func limit(_ resource: __rlimit_resource, _ soft: Double, hard: Double) {
        var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
        setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
    }

    /// Writes a marker line for the host with nothing but `write` (safe in a signal handler).
    static func mark(_ line: StaticString) {
        _ = write(2, "\n", 1)
        _ = write(2, line.utf8Start, line.utf8CodeUnitCount)
        _ = write(2, "\n", 1)
    }

    /// The program's address space in bytes (the first field of /proc/self/statm, in pages):
    /// what RLIMIT_AS bounds.
    static func addressSpace() -> Double {
        let file = open("/proc/self/statm", O_RDONLY)
        guard file >= 0 else { return 0 }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, 63) }
        guard count > 0 else { return 0 }
        let pages = buffer.prefix(count).prefix { $0 >= 48 && $0 <= 57 }.reduce(0.0) { $0 * 10 + Double($1 - 48) }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A scene program whose evaluation is watched against the evaluation and memory limits.
private final class GuardedProgram: SceneProgram {
    let base: SceneProgram
    let seconds: Double
    let memoryBytes: Double

    init(_ base: SceneProgram, seconds: Double, memoryBytes: Double) {
        self.base = base
        self.seconds = seconds
        self.memoryBytes = memoryBytes
    }

    func evaluate(_ request: SceneRequest) throws(SceneFailure) -> LoadedScene {
        // An alternate signal stack, so that a stack overflow still reaches the backtracer.
        let size = 1 << 20
        if let memory = malloc(size) {
            var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
            sigaltstack(&stack, nil)
        }
        let done = DispatchSemaphore(value: 0)
        let target = pthread_self()
        // The limit is the evaluating thread's CPU time, so that a scene is stopped (or
        // not) whatever else the machine runs: a wall-clock limit failed heavy scenes on
        // a loaded machine that passed on a quiet one. Code that waits without working
        // (a sleep, a lock never released) is stopped after ten times the limit.
        var clock = clockid_t()
        let hasClock = pthread_getcpuclockid(target, &clock) == 0
        let cpuSeconds: @Sendable () -> Double = { [clock] in
            var now = timespec()
            guard hasClock, clock_gettime(clock, &now) == 0 else { return 0 }
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
        let start = cpuSeconds()
        let seconds = self.seconds
        let deadline = DispatchTime.now() + seconds * (hasClock ? 10 : 1)
        let memoryBytes = self.memoryBytes
        Thread.detachNewThread {
            // Every 10 ms: often enough to see memory growing by the hundred megabytes
            // before it jumps the kernel's margin, and reading /proc costs microseconds.
            while done.wait(timeout: min(deadline, .now() + 0.01)) == .timedOut {
                if DispatchTime.now() >= deadline || cpuSeconds() - start >= seconds {
                    SceneProgramGuard.mark(SceneProgramGuard.evaluationMarker)
                } else if SceneProgramGuard.addressSpace() > memoryBytes {
                    SceneProgramGuard.mark(SceneProgramGuard.memoryMarker)
                } else {
                    continue
                }
                // One sample: the backtracer handles one crash, and a loop stopped at an
                // instruction without a line (line 0) gets no line (about one run in four).
                pthread_kill(target, SIGILL)
                return
            }
        }
        defer { done.signal() }
        return try base.evaluate(request)
    }
}
