import Foundation
import Zoetrope

/// `zoetrope timeline`: every transaction and animated property of a scene, as a text chart or JSON.
enum TimelineCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.timeline, limits: true)
        if parsed.flags.contains("--help") {
            print(Help.timeline, terminator: "")
            return 0
        }
        guard let scene = parsed.positionals.first else { throw UsageError(message: "missing scene file") }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
        }
        let width = try parsed.int("--width") ?? 100
        var settings = try Command.commonSettings(parsed)
        settings.scale = 1
        let renderer = try Command.load(scene, settings)
        if parsed.flags.contains("--json") {
            print(renderer.timelineJSON())
        } else {
            print(renderer.timelineChart(width: width), terminator: "")
        }
        return 0
    }
}
