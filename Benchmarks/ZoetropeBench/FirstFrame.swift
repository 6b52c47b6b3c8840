import Foundation

// Time from a scene file to its first frame (issue 21): `zoetrope frame SCENE --time 0 --scale 1`,
// cold (an empty scene cache: prepare, swiftc, link, run) and warm (the cached program), beside
// what swiftc takes to compile and link a hello-world (the yardstick of the issue's goal: cold
// within 4×, warm within 0.5×).

/// Seconds one run of `arguments` takes (wall clock), or nil when it fails.
///
/// posix_spawn and waitpid, not Foundation's `Process`: its `waitUntilExit` notices the end only
/// at its run loop's next wake-up, about every 50 ms, which added up to that much to every figure
/// of this table (and of its hello-world yardstick) before the fourteenth session.
func seconds(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Double? {
    let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR { return nil }
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return status == 0 ? elapsed : nil
}

func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The hello-world yardstick: the median of `runs` compiles and links of `print("hi")`.
func helloWorldSeconds(runs: Int, in folder: URL) -> Double? {
    let source = folder.appendingPathComponent("hello.swift")
    try? "print(\"hi\")\n".write(to: source, atomically: true, encoding: .utf8)
    guard let swiftc = findSwiftc() else { return nil }
    let output = folder.appendingPathComponent("hello").path
    return median((0..<runs).compactMap { _ in seconds(swiftc, [source.path, "-o", output]) })
}

func findSwiftc() -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = String(directory) + "/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Measures every scene file and prints the table and the goal's two checks.
func benchFirstFrames(scenes: [String], zoetrope: String, runs: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-first-frame-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let hello = helloWorldSeconds(runs: runs, in: folder) else {
        print("first frame: swiftc not found; skipped")
        return
    }
    let png = folder.appendingPathComponent("frame.png").path
    let cache = folder.appendingPathComponent("cache")
    let environment = ["XDG_CACHE_HOME": cache.path]
    print("")
    print("Time to first frame (`frame SCENE --time 0 --scale 1`, 390×844 PNG; median of \(runs) runs; seconds)")
    print("swiftc hello-world compile + link: \(String(format: "%.2f", hello)) s")
    // One compile first, so that the compiler's module cache exists (that first compile on a
    // machine takes about 0.9 s more; measured once, not in the table).
    if let first = scenes.first {
        let firstCompile = seconds(
            zoetrope, ["frame", first, "--time", "0", "--scale", "1", "-o", png], environment: environment)
        let text = firstCompile.map { String(format: "%.2f s", $0) } ?? "fails"
        print("first compile on this machine (module cache empty): \(text)")
    }
    print("")
    print("| scene | cold | warm | cold / hello | warm / hello |")
    print("|---|---|---|---|---|")
    var colds: [Double] = []
    var warms: [Double] = []
    for scene in scenes {
        // At scale 1, so that PNG compression (issue 22) does not hide the time to the frame.
        let args = ["frame", scene, "--time", "0", "--scale", "1", "-o", png]
        var cold: [Double] = []
        var warm: [Double] = []
        for _ in 0..<runs {
            // Cold: the scene's program is not in Zoetrope's cache. The compiler's own module
            // cache (`$XDG_CACHE_HOME/clang`, built by the first compile on a machine) is kept,
            // as it is for a user who has compiled anything before.
            try? FileManager.default.removeItem(at: cache.appendingPathComponent("zoetrope"))
            if let s = seconds(zoetrope, args, environment: environment) { cold.append(s) }
            if let s = seconds(zoetrope, args, environment: environment) { warm.append(s) }
        }
        let c = median(cold)
        let w = median(warm)
        if let c { colds.append(c) }
        if let w { warms.append(w) }
        func cell(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "fails" }
        func times(_ value: Double?) -> String { value.map { String(format: "%.1f×", $0 / hello) } ?? "-" }
        let name = (scene as NSString).lastPathComponent
        print("| \(name) | \(cell(c)) | \(cell(w)) | \(times(c)) | \(times(w)) |")
    }
    print("")
    let medianCold = median(colds) ?? .infinity
    let medianWarm = median(warms) ?? .infinity
    let coldMet = medianCold <= 4 * hello
    let warmMet = medianWarm <= 0.5 * hello
    let coldText = String(format: "%.2f s = %.1f× hello-world", medianCold, medianCold / hello)
    let warmText = String(format: "%.2f s = %.2f×", medianWarm, medianWarm / hello)
    let coldVerdict = coldMet ? "met" : "NOT MET"
    let warmVerdict = warmMet ? "met" : "NOT MET"
    print(
        "Targets (issue 21, over the \(colds.count) scenes that compile): median cold first frame \(coldText)"
            + " (≤ 4×): \(coldVerdict); median warm \(warmText) (≤ 0.5×): \(warmVerdict)")
}
