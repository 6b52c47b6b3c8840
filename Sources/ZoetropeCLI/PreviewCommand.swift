import Foundation
import Zoetrope

/// `zoetrope preview`: its command line. The server runs in `zoetrope` itself (it compiles the
/// scene again on every save and runs its program), which passes `serve`.
public enum PreviewCommand {
    /// What the command line asks for.
    public struct Options: Sendable {
        public var scene: String
        public var host = "127.0.0.1"
        public var port: UInt16 = 8080
        public var open = false
        /// The flags that change the frames, for the scene program (`_preview-frames`) and for
        /// the renders started from the page.
        public var sceneArguments: [String] = []
    }

    /// Parses `args`, then runs `serve`; returns the exit code, printing errors as the other
    /// commands do.
    public static func run(_ args: [String], serve: (Options) throws -> Int32) -> Int32 {
        do {
            let parsed = try ParsedArguments(args, options: CommandOption.preview, limits: true)
            if parsed.flags.contains("--help") {
                print(Help.preview, terminator: "")
                return 0
            }
            guard let scene = parsed.positionals.first else { throw UsageError(message: "missing scene file") }
            guard parsed.positionals.count == 1 else {
                throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
            }
            // Checked here, so that a bad value is a usage error before anything starts.
            let settings = try Command.commonSettings(parsed)
            _ = try parsed.int("--fps")
            _ = try parsed.positiveDouble("--duration")
            try SceneRenderer.validate(settings)
            var options = Options(scene: scene)
            if let port = try parsed.int("--port") { options.port = UInt16(port) }
            if let host = parsed.values["--host"] { options.host = host }
            options.open = parsed.flags.contains("--open")
            for name in PreviewFramesCommand.valueOptions + LimitOption.flags {
                if let value = parsed.values[name] { options.sceneArguments += [name, value] }
            }
            return try serve(options)
        } catch {
            return Command.report(error, command: "preview")
        }
    }
}
