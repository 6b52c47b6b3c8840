import Foundation

/// How a scene program is run: a scene is someone else's code (DESIGN.md §7).
///
/// With bubblewrap (`bwrap`, Debian package bubblewrap) the program runs in new user, pid, network,
/// IPC and UTS namespaces and a new session: no network, no signals to or view of other processes,
/// no way to push keystrokes into the user's terminal, and it dies with `zoetrope`. Its file system
/// is an empty root with, read-only, only what it needs: the system libraries and fonts (`/usr`
/// without `/usr/bin` and `/usr/sbin`, so there are no tools to start), the Swift runtime and
/// backtracer, the scene runtime (`libZoetropeScene.so`), the program itself and the scene's own
/// folder (assets) and the asset catalogs (`*.xcassets`) up to three folders above it. It can write
/// only in the folders its outputs go to.
///
/// Outputs: the folders of `-o`, `--poster` and `--dump` are bound read-write, rather than a private
/// folder the host renames from, because the program already writes each output through a temporary
/// file beside it and renames it when complete, and the paths in its messages stay the user's. What
/// this allows — writing other files in those folders — is the price; the host removes the program's
/// temporary files there when the program is killed.
///
/// Without bubblewrap, or where it cannot create namespaces (some containers forbid unprivileged
/// user namespaces), the program runs unsandboxed but still with its resource limits; `zoetrope`
/// says so once per run on standard error, since a silent fallback would hide a weaker guarantee.
/// `ZOETROPE_SANDBOX=none` chooses that on purpose (for debugging, or inside a sandbox already),
/// and then nothing is said.
public struct SceneSandbox: Sendable {
    /// The limits of one run (the command line sets them from its flags).
    public struct Limits: Sendable, Equatable {
        /// CPU time of the whole program, seconds.
        public var cpuSeconds: Double = 3_600
        /// Address space, bytes.
        public var memoryBytes: Double = 8 * 1024 * 1024 * 1024
        /// Wall-clock time of the scene's evaluation, seconds.
        public var evaluationSeconds: Double = 10

        public init() {}

        /// `ZOETROPE_SCENE_LIMITS` for the program's guard.
        var environmentValue: String {
            "\(Int(cpuSeconds.rounded(.up))) \(Int(memoryBytes)) \(evaluationSeconds)"
        }
    }

    /// The bwrap executable, or nil to run without it.
    public var bubblewrap: String?
    /// Why there is no sandbox, for the one warning (nil when none is due).
    public var warning: String?

    /// Finds bwrap on PATH and checks, by running it once, that it can create its namespaces here.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> SceneSandbox {
        if environment["ZOETROPE_SANDBOX"] == "none" { return SceneSandbox(bubblewrap: nil, warning: nil) }
        guard let bwrap = SceneCompiler.findExecutable("bwrap", path: environment["PATH"] ?? "") else {
            return SceneSandbox(
                bubblewrap: nil,
                warning: "zoetrope: warning: bubblewrap (bwrap) is not installed: the scene runs without "
                    + "isolation (install the Debian package bubblewrap)\n")
        }
        let probe = [bwrap] + namespaceOptions + ["--ro-bind", "/usr", "/usr"] + symlinks + ["/usr/bin/true"]
        guard ChildProcess.run(probe, capture: false).status == 0 else {
            return SceneSandbox(
                bubblewrap: nil,
                warning: "zoetrope: warning: bubblewrap cannot create namespaces here: the scene runs without "
                    + "isolation\n")
        }
        return SceneSandbox(bubblewrap: bwrap, warning: nil)
    }

    static let namespaceOptions = [
        "--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        "--die-with-parent", "--new-session",
    ]

    /// The merged-/usr links of Debian (`/lib` → `usr/lib`, …), or binds where they are folders.
    static var symlinks: [String] {
        var options: [String] = []
        for name in ["lib", "lib64", "lib32", "libx32"] {
            let path = "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                options += ["--symlink", target, path]
            } else if FileManager.default.fileExists(atPath: path) {
                options += ["--ro-bind", path, path]
            }
        }
        return options
    }

    /// The size of the program's own /tmp (256 MiB).
    static let temporarySpace = 256 << 20

    /// The command that runs `program` with `arguments`: the executable and its whole argv.
    /// `environment` is the program's whole environment (bwrap sets it inside the sandbox).
    public func command(
        program: String, arguments: [String], scene: String, outputs: [String], runtime: String, compiler: String,
        environment: [String: String]
    ) -> [String] {
        guard let bubblewrap else { return [program] + arguments }
        let manager = FileManager.default
        let cwd = manager.currentDirectoryPath
        func absolute(_ path: String) -> String {
            let joined = path.hasPrefix("/") ? path : cwd + "/" + path
            return URL(fileURLWithPath: joined).standardizedFileURL.resolvingSymlinksInPath().path
        }
        // (URL's, not NSString's: that traps on a one-character path such as "/".)
        func folder(_ path: String) -> String {
            URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().path
        }
        var readOnly: [String] = []
        // /usr without its programs: libraries (FFmpeg, FreeType), fonts, locales.
        for entry in (try? manager.contentsOfDirectory(atPath: "/usr")) ?? []
        where !["bin", "sbin", "games", "local", "src"].contains(entry) {
            readOnly.append("/usr/" + entry)
        }
        for path in ["/etc/ld.so.cache", "/etc/fonts", "/etc/localtime"] where manager.fileExists(atPath: path) {
            readOnly.append(path)
        }
        // The toolchain's runtime libraries and backtracer (…/usr/lib/swift/linux, …/usr/libexec/swift).
        let toolchain = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().path
        for path in [toolchain + "/lib/swift/linux", toolchain + "/libexec/swift"] where !path.hasPrefix("/usr/") {
            readOnly.append(path)
        }
        readOnly += [absolute(runtime), folder(program), folder(scene)]
        // Asset catalogs in the folders above the scene's, as an Xcode project keeps them.
        readOnly += ResourceSymbols.catalogs(near: absolute(scene)).map(absolute)
        let writable = Set(outputs.map(folder))
        // Parents before children, so a folder inside another keeps its own mount.
        let mounts = (readOnly.map { ($0, false) } + writable.map { ($0, true) })
            .filter { manager.fileExists(atPath: $0.0) }
            .sorted { ($0.0.count, $0.1 ? 1 : 0) < ($1.0.count, $1.1 ? 1 : 0) }
        var argv = [bubblewrap] + Self.namespaceOptions + Self.symlinks
        // A /tmp of its own, empty and small (`bench` writes its trial video there): nothing
        // written in it outlives the program or reaches the user's /tmp.
        argv += ["--size", String(Self.temporarySpace), "--tmpfs", "/tmp"]
        argv += ["--dev", "/dev", "--proc", "/proc", "--dir", cwd, "--chdir", cwd, "--clearenv"]
        for (path, isWritable) in mounts {
            argv += [isWritable ? "--bind" : "--ro-bind", path, path]
        }
        // The root bwrap builds the view on is a tmpfs: read-only too, once everything is mounted.
        argv += ["--remount-ro", "/"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            argv += ["--setenv", name, value]
        }
        return argv + ["--", program] + arguments
    }

    /// The program's environment: what it needs, nothing of the user's secrets.
    public static func environment(limits: Limits, from environment: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in ["LANG", "LC_ALL", "LC_CTYPE", "TERM", "NO_COLOR", "COLUMNS", "TZ"] {
            if let value = environment[name] { result[name] = value }
        }
        // Set and Dictionary order (and `Hasher`) the same in every run: Swift seeds its hashing
        // per process otherwise, and a scene that iterates a set would draw differently each time.
        result["SWIFT_DETERMINISTIC_HASHING"] = "1"
        result["HOME"] = "/nonexistent"
        result["PATH"] = "/nonexistent"
        result[SceneGuard.environmentName] = limits.environmentValue
        // The backtracer locates traps: JSON on standard error, which the host reads.
        result["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,format=json,output-to=stderr,color=no,threads=crashed,"
            + "registers=crashed,images=none,limit=64,top=0,sanitize=yes,timeout=10s"
        return result
    }
}
