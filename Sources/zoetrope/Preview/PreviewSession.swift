import Foundation
import PreviewServer
import SceneCompiler
import Zoetrope
import ZoetropeCLI

/// The scene a preview shows: compiled and run again on every save, with the last good program
/// kept while the file does not compile, and every change announced on the event stream.
final class PreviewSession: @unchecked Sendable {
    let options: PreviewCommand.Options
    let events = EventStream()
    private let lock = NSLock()
    /// Serialises reloads (saves come in bursts).
    private let reloading = NSLock()
    private var program: PreviewProgram?
    /// Bumped on every successful load: the page asks frames of one generation, and caches
    /// them by it. It starts from the clock, so that a restarted server never reuses a number
    /// a page still holds frames of.
    private(set) var generation = Int(Date().timeIntervalSince1970 * 10) % 1_000_000_000 * 100
    /// Whether a load has ever succeeded.
    private(set) var hasLoaded = false
    /// The loaded scene's `info` JSON object, without its braces.
    private var info = ""
    /// The scene's error, as the command line prints it; nil when the scene runs.
    private var error: String?

    init(options: PreviewCommand.Options) {
        self.options = options
    }

    /// Whether frames go out as stored PNGs: on the loopback interface, where 12 MB cost a few
    /// milliseconds and compressing a 1170×2532 frame 138 ms (measured in Media's PNGEncoder).
    var storesFrames: Bool {
        options.host == "localhost" || options.host == "::1" || options.host.hasPrefix("127.")
    }

    /// The scene and its state, as `/info` and the `scene` event give them.
    var state: (generation: Int, loaded: Bool, error: String?) {
        lock.lock()
        defer { lock.unlock() }
        return (generation, hasLoaded, error)
    }

    /// Compiles the file and starts its program; on success the new program replaces the old,
    /// otherwise the error is kept (and sent) and the old program goes on serving.
    func reload() {
        reloading.lock()
        defer { reloading.unlock() }
        do {
            let started = try start()
            let reply = started.ask("info")
            guard case .ok(let bytes)? = reply else { throw PreviewError(errorText(of: reply)) }
            lock.lock()
            let old = program
            program = started
            generation += 1
            info = String(String(decoding: bytes, as: UTF8.self).dropFirst().dropLast())
            hasLoaded = true
            error = nil
            let event = sceneEvent
            lock.unlock()
            old?.stop()
            events.send("scene", data: event)
        } catch {
            let text = (error as? PreviewError)?.description ?? Command.errorText(error, command: "preview")
            lock.lock()
            self.error = text
            let generation = generation
            lock.unlock()
            events.send("error", data: json(["generation": generation, "text": text]))
        }
    }

    /// The `scene` event's data: the program's `info` object with the generation and the scene's
    /// path (the generation null until a load has succeeded). Called with `lock` held.
    var sceneEvent: String {
        let generation = hasLoaded ? String(generation) : "null"
        let fields =
            (info.isEmpty ? [] : [info]) + ["\"generation\":\(generation)", "\"scene\":\(quoted(options.scene))"]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The `/info` object: the scene event's, with the error (null when none).
    func infoJSON() -> String {
        lock.lock()
        defer { lock.unlock() }
        var object = sceneEvent
        object.removeLast()
        return object + ",\"error\":\(error.map(quoted) ?? "null")}"
    }

    /// The events a page gets when it connects: the scene, if one has loaded, then its error.
    func greet(_ subscription: EventStream.Subscription) {
        lock.lock()
        let scene = hasLoaded ? sceneEvent : nil
        let error = error.map { json(["generation": generation, "text": $0]) }
        lock.unlock()
        if let scene { subscription.send("scene", data: scene) }
        if let error { subscription.send("error", data: error) }
    }

    /// Asks the current program; an ended program is reported as the scene's error. Nil when
    /// `skip` says, once the program is free, that the answer is no longer wanted (the page
    /// that asked has gone on: frames are drawn one at a time, and a drag's stale positions
    /// would delay the frame it shows next).
    func ask(_ request: String, skip: () -> Bool = { false }) -> PreviewProgram.Reply? {
        lock.lock()
        let program = program
        let generation = generation
        lock.unlock()
        guard let program else { return .ended(state.error ?? "no scene is loaded") }
        guard let reply = program.ask(request, skip: skip) else { return nil }
        if case .ended(let text) = reply {
            lock.lock()
            let current = self.generation == generation
            if current {
                self.program = nil
                error = text
            }
            lock.unlock()
            if current { events.send("error", data: json(["generation": generation, "text": text])) }
        }
        return reply
    }

    /// Compiles the scene (or finds it in the cache) and starts its program.
    private func start() throws -> PreviewProgram {
        let path = options.scene
        let source = try SceneRenderer.readScene(path: path)
        let compiler: SceneCompiler
        let compiled: SceneCompiler.Program
        do throws(CompileError) {
            compiler = try SceneCompiler.locate()
            compiled = try compiler.program(
                scene: path, source: source, rootView: value(of: "--view"), preview: value(of: "--preview"))
        } catch {
            throw error.zoetropeError(path: path, source: source)
        }
        let sandbox = SceneSandbox.locate()
        let arguments = [PreviewFramesCommand.name, path] + options.sceneArguments
        let limits = SceneSandbox.Limits(arguments: arguments)
        let environment = SceneSandbox.environment(limits: limits, from: ProcessInfo.processInfo.environment)
        let command = sandbox.command(
            program: compiled.path, arguments: arguments, scene: path, outputs: [],
            runtime: compiler.runtimeDirectory, compiler: compiler.compiler, environment: environment)
        return try PreviewProgram(
            command: command, environment: environment, sandboxed: sandbox.bubblewrap != nil, scene: path,
            source: source, limits: limits)
    }

    /// The value of the scene flag `flag` (`--view`, `--preview`), if given.
    private func value(of flag: String) -> String? {
        guard let index = options.sceneArguments.firstIndex(of: flag),
            index + 1 < options.sceneArguments.count
        else { return nil }
        return options.sceneArguments[index + 1]
    }

    private func errorText(of reply: PreviewProgram.Reply?) -> String {
        switch reply {
        case .failed(let text)?, .ended(let text)?: return text
        case .ok?, nil: return "zoetrope: error: the scene program did not answer"
        }
    }

    /// Stops the program.
    func stop() {
        lock.lock()
        let program = program
        self.program = nil
        lock.unlock()
        program?.stop()
        events.close()
    }
}

/// A JSON string literal.
func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}

/// A JSON object of strings and numbers.
func json(_ fields: [String: Any]) -> String {
    let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
}
