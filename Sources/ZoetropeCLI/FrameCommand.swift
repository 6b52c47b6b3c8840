import Foundation
import Zoetrope

/// `zoetrope frame`: one frame as a PNG.
enum FrameCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.frame, limits: true)
        if parsed.flags.contains("--help") {
            print(Help.frame, terminator: "")
            return 0
        }
        let (scene, output) = try Command.sceneAndOutput(parsed, extensions: ["png"])
        let dump = parsed.values["--dump"]
        if let dump {
            try Command.refuseInput(dump, noun: "dump file", scene: scene)
            try Command.refuseOutput(dump, noun: "dump file", output: output)
        }
        guard let time = try parsed.positiveDouble("--time", allowZero: true) else {
            throw UsageError(message: "missing '--time <seconds>'")
        }
        var settings = try Command.commonSettings(parsed)
        // The scene's repeating timers run up to the frame, however late it is.
        settings.horizon = time
        // Before the scene is read: an output that cannot be created fails at once.
        try OutputPath.check(output)
        if let dump { try OutputPath.check(dump) }
        let renderer = try Command.load(scene, settings)
        let image = renderer.frame(at: time)
        // Stopped while the frame was drawn: leave the output as it was.
        if Interrupt.isRequested { throw ZoetropeError.interrupted }
        try SceneRenderer.writePNG(image, to: output)
        if let dump {
            // Every animated property of every node at `time`, for tests and CI.
            do {
                try Data(renderer.propertyDump(at: time).utf8).write(to: URL(fileURLWithPath: dump), options: .atomic)
            } catch {
                throw ZoetropeError.output("cannot write '\(dump)': \(error.localizedDescription)")
            }
        }
        if !parsed.flags.contains("--quiet") {
            print("wrote \(output): \(settings.pixelWidth)x\(settings.pixelHeight) at t = \(Command.format(time)) s")
        }
        return 0
    }
}
