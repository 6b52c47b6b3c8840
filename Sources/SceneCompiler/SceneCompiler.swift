import Foundation

/// Compiles scene files into scene programs with swiftc, against the prebuilt `SwiftUI` module
/// and the `ZoetropeScene` library, and keeps them in a cache keyed by what went into them.
///
/// A scene program is an executable that runs Zoetrope's command line with its scene built in.
/// The cache is `$XDG_CACHE_HOME/zoetrope`, else `~/.cache/zoetrope`: one folder per program,
/// named by the content hash of the scene file, its root-view flag, the engine build and the
/// compiler. A program is compiled in a private folder and renamed into place, so two renders
/// that compile the same scene at once both end with one whole program.
public struct SceneCompiler: Sendable {
    /// `swiftc`.
    public var compiler: String
    /// The folder holding `libZoetropeScene.so` and `Modules/` (the running `zoetrope`'s own).
    public var runtimeDirectory: String
    public var cacheDirectory: String

    /// The most time swiftc is given for one scene.
    public static let compileTimeout: Double = 300

    public init(compiler: String, runtimeDirectory: String, cacheDirectory: String) {
        self.compiler = compiler
        self.runtimeDirectory = runtimeDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// The compiler on `PATH`, the runtime beside the running executable and the user's cache.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(CompileError) -> SceneCompiler
    {
        guard let compiler = findExecutable("swiftc", path: environment["PATH"] ?? "") else {
            throw .toolchainMissing(
                "swiftc was not found on PATH: Zoetrope compiles scene files with the Swift toolchain; "
                    + "install Swift 6.3 or later (https://www.swift.org/install/linux/) and put its usr/bin on PATH")
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let runtime = executable.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: runtime + "/" + libraryFile),
            FileManager.default.fileExists(atPath: runtime + "/Modules/SwiftUI.swiftmodule")
        else {
            throw .runtimeMissing(
                "the scene runtime is not built (no \(libraryFile) and Modules/SwiftUI.swiftmodule in \(runtime)); "
                    + "run 'make build'")
        }
        return SceneCompiler(compiler: compiler, runtimeDirectory: runtime, cacheDirectory: cacheFolder(environment))
    }

    static let libraryFile = "libZoetropeScene.so"

    /// `$XDG_CACHE_HOME/zoetrope`, else `$HOME/.cache/zoetrope`, else a folder in the temporary directory.
    public static func cacheFolder(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/zoetrope" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/zoetrope" }
        return NSTemporaryDirectory() + "zoetrope-cache"
    }

    /// A compiled scene program.
    public struct Program: Sendable {
        /// The executable.
        public var path: String
        /// True when it came from the cache.
        public var wasCached: Bool
        /// How the root view was chosen (nil when the program was found by the file's text
        /// alone, without preparing it again).
        public var root: String?
    }

    /// The program for the scene at `path` (text `source`), compiled unless the cache has it;
    /// `rootView` and `preview` are `--view`'s and `--preview`'s choices. `isCancelled` is polled
    /// while the file is read (Ctrl-C).
    public func program(
        scene path: String, source: String, rootView: String?, preview: String? = nil,
        isCancelled: () -> Bool = { false }
    ) throws(CompileError) -> Program {
        // A file seen before (same text, path, root view and build) goes straight to its program:
        // the index names it, so that a warm run does not parse the file again (a tenth of its
        // time on the 2-core machine).
        // Xcode's generated names of the asset catalogs' sets (`ColorResource.brand`), part of
        // the program: a catalog that changes compiles the scene again.
        let resources = ResourceSymbols.declarations(near: path)
        let index =
            cacheDirectory + "/index/"
            + sourceKey(path: path, source: source, rootView: rootView, preview: preview, resources: resources)
        if let key = try? String(contentsOfFile: index, encoding: .utf8), !key.contains("/"), !key.isEmpty {
            let executable = cacheDirectory + "/" + key + "/scene"
            if FileManager.default.isExecutableFile(atPath: executable) {
                return Program(path: executable, wasCached: true, root: nil)
            }
        }
        var prepared: PreparedScene
        let reading = try ParseDeadline.run(
            { () -> Result<PreparedScene, PreparationError> in
                do throws(PreparationError) {
                    return .success(
                        try ScenePreparation.prepare(
                            source: source, path: path, rootView: rootView, preview: preview))
                } catch {
                    return .failure(error)
                }
            }, isCancelled: isCancelled)
        guard let reading else {
            let place = ParseDeadline.deepestNesting(source)
            throw .preparation(
                PreparationError(
                    message: "the file could not be read in \(Int(ParseDeadline.limit)) s: Swift's parser slows down "
                        + "exponentially on brackets nested deeply (\(place.depth) levels from here); nest them less",
                    line: place.line, column: place.column))
        }
        do {
            prepared = try reading.get()
            prepared.entry += resources
        } catch {
            // A file the parser cannot read may hide its views: its syntax errors come first.
            if ScenePreparation.hasSyntaxErrors(source), let syntax = syntaxErrors(path: path, source: source) {
                throw .scene(syntax)
            }
            throw .preparation(error)
        }
        // A file pasted without its project's asset catalog names sets Xcode generated symbols
        // for: compiled again with those symbols as missing sets, a few names at a time.
        let entry = prepared.entry
        var assets = MissingAssetSymbols()
        var firstFailure: CompileError?
        for _ in 0..<MissingAssetSymbols.rounds {
            do throws(CompileError) {
                let built = try build(prepared, path: path, source: source)
                recordIndex(index, key: cacheKey(prepared))
                return Program(path: built.path, wasCached: built.wasCached, root: prepared.root)
            } catch {
                guard case .scene(let text) = error else { throw error }
                // An error where a symbol was made (`Color.theme.background`: not an asset) is
                // the file's first error, which the user can act on.
                if let firstFailure, assets.touches(text, path: path) { throw firstFailure }
                firstFailure = firstFailure ?? error
                guard assets.add(errorsIn: text, path: path, source: source, declared: resources) else { throw error }
                prepared.entry = entry + assets.declarations
            }
        }
        throw firstFailure ?? .compilerFailed("")
    }

    /// The program compiled from `prepared`, from the cache when it has it.
    private func build(_ prepared: PreparedScene, path: String, source: String) throws(CompileError) -> (
        path: String, wasCached: Bool
    ) {
        let key = cacheKey(prepared)
        let folder = cacheDirectory + "/" + key
        let executable = folder + "/scene"
        if FileManager.default.isExecutableFile(atPath: executable) { return (executable, true) }
        do {
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw .cache("cannot create the scene cache \(cacheDirectory): \(error.localizedDescription)")
        }
        let work = cacheDirectory + "/.build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: work) }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
            try prepared.source.write(toFile: work + "/scene.swift", atomically: false, encoding: .utf8)
            try prepared.entry.write(toFile: work + "/entry.swift", atomically: false, encoding: .utf8)
        } catch {
            throw .cache("cannot write to the scene cache \(cacheDirectory): \(error.localizedDescription)")
        }
        try compile(in: work, path: path, source: source)
        // Renaming the finished folder publishes it whole; a folder already there is another
        // render's identical program.
        if rename(work, folder) != 0 && !FileManager.default.isExecutableFile(atPath: executable) {
            throw .cache("cannot store the compiled scene in \(folder): \(String(cString: strerror(errno)))")
        }
        return (executable, false)
    }

    /// Writes the index entry `index` → `key` (through a temporary file and a rename, so that a
    /// reader sees all of it or nothing); a cache that cannot take it only loses the shortcut.
    private func recordIndex(_ index: String, key: String) {
        let folder = cacheDirectory + "/index"
        let temporary = folder + "/.\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try key.write(toFile: temporary, atomically: false, encoding: .utf8)
            if rename(temporary, index) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// What the preparation of a file depends on: its text, its path (the prepared copy points
    /// its lines at it), the root view or preview asked for, and the build of this tool (which
    /// prepares) and of the runtime (as in `cacheKey`).
    func sourceKey(
        path: String, source: String, rootView: String?, preview: String? = nil, resources: String = ""
    ) -> String {
        var hash = ContentHash()
        hash.add("zoetrope-source-1")
        hash.add(source)
        hash.add(resources)
        hash.add(path)
        hash.add(rootView ?? "")
        // A separate field: `--view 2` and `--preview 2` are different roots.
        if let preview { hash.add("preview:" + preview) }
        for file in ["/proc/self/exe", runtimeDirectory + "/" + Self.libraryFile, compiler] {
            hash.add(file)
            hash.add(Self.identity(of: file))
        }
        return hash.hex
    }

    /// The arguments swiftc gets for the prepared files in `folder`.
    func arguments(in folder: String) -> [String] {
        [
            // DEBUG: an Xcode debug build, as previews are (code and previews in `#if DEBUG`).
            // Line tables are all the backtracer needs to place a trap; with one frontend job
            // (-wmo) and the toolchain's lld, the launch scene compiles and links in 0.65 s
            // instead of 1.05–1.28 s with full debug information, three jobs and the default
            // linker (measured on the 2-core machine, two runs each).
            "-swift-version", "5", "-Onone", "-gline-tables-only", "-wmo", "-use-ld=lld", "-D", "DEBUG",
            "-module-name", ScenePreparation.moduleName,
            "-diagnostic-style", "llvm", "-suppress-warnings", "-I", runtimeDirectory + "/Modules",
            "-L", runtimeDirectory, "-lZoetropeScene", "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory,
            folder + "/scene.swift", folder + "/entry.swift", "-o", folder + "/scene",
        ]
    }

    /// The compiler's syntax errors in the file (`swiftc -parse`), or nil when there are none or
    /// the compiler cannot say.
    func syntaxErrors(path: String, source: String) -> String? {
        let work = NSTemporaryDirectory() + "zoetrope-parse-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: work) }
        let file = work + "/scene.swift"
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
            try ScenePreparation.parseOnly(source: source, path: path).write(
                toFile: file, atomically: false, encoding: .utf8)
        } catch {
            return nil
        }
        let arguments = ["-parse", "-diagnostic-style", "llvm", "-suppress-warnings", file]
        do throws(CompileError) {
            try run(arguments, in: work, prepared: file, path: path, source: source)
            return nil
        } catch {
            if case .scene(let text) = error { return text }
            return nil
        }
    }

    private func compile(in folder: String, path: String, source: String) throws(CompileError) {
        try run(
            arguments(in: folder), in: folder, prepared: folder + "/scene.swift", path: path, source: source)
    }

    /// Runs the compiler with `arguments` in `folder`; its errors, in the user's file, are thrown.
    private func run(_ arguments: [String], in folder: String, prepared: String, path: String, source: String)
        throws(CompileError)
    {
        guard FileManager.default.isExecutableFile(atPath: compiler) else {
            throw .toolchainMissing("cannot run \(compiler): it is not an executable file")
        }
        let result = ChildProcess.run([compiler] + arguments, in: folder, capture: true)
        let text = String(decoding: result.output, as: UTF8.self)
        guard result.status == 0 else {
            let diagnostics = CompilerDiagnostics.userFacing(text, prepared: prepared, path: path, source: source)
            throw diagnostics.isEmpty ? .compilerFailed(text) : .scene(diagnostics)
        }
    }

    /// The cache key: the prepared files, the engine build and the compiler.
    func cacheKey(_ prepared: PreparedScene) -> String {
        var hash = ContentHash()
        hash.add("zoetrope-scene-2")
        hash.add(prepared.source)
        hash.add(prepared.entry)
        hash.add(arguments(in: "").joined(separator: " "))
        for file in [
            runtimeDirectory + "/" + Self.libraryFile, runtimeDirectory + "/Modules/SwiftUI.swiftmodule",
            runtimeDirectory + "/Modules/ZoetropeCLI.swiftmodule", compiler,
        ] {
            hash.add(file)
            hash.add(Self.identity(of: file))
        }
        return hash.hex
    }

    /// Size, modification time and inode of a file (resolved through links): a new build changes it.
    static func identity(of path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
    }

    static func findExecutable(_ name: String, path: String) -> String? {
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Why a scene could not be compiled; every case's text is what the user reads.
public enum CompileError: Error, Equatable, Sendable {
    /// No Swift compiler to run.
    case toolchainMissing(String)
    /// The engine's side (the SwiftUI module, the scene library) is not built.
    case runtimeMissing(String)
    /// The file could not be prepared (no view to render, an unknown `--view`).
    case preparation(PreparationError)
    /// The compiler's own diagnostics, in the user's file.
    case scene(String)
    /// The compiler failed without a diagnostic in the user's file: its whole output.
    case compilerFailed(String)
    /// The cache could not be written.
    case cache(String)
    /// Interrupted (Ctrl-C) while the file was being read.
    case interrupted
}
