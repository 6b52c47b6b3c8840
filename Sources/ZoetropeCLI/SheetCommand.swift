import Foundation
import Zoetrope

/// `zoetrope sheet`: a labelled grid of frames at evenly spaced times.
enum SheetCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.sheet, limits: true)
        if parsed.flags.contains("--help") {
            print(Help.sheet, terminator: "")
            return 0
        }
        let (scene, output) = try Command.sceneAndOutput(parsed, extensions: ["png"])
        var settings = try Command.commonSettings(parsed, scale: 0.5, deviceScale: false)
        if let fps = try parsed.int("--fps") { settings.fps = fps }
        if let duration = try parsed.positiveDouble("--duration") { settings.duration = duration }
        var columns = 4
        var rows = 3
        if let grid = parsed.values["--grid"] {
            guard let (c, r) = Command.pair(grid.lowercased(), separator: "x"), let c = Int(c), let r = Int(r),
                (1...16).contains(c), (1...16).contains(r)
            else {
                throw UsageError(
                    message: "invalid value '\(grid)' for '--grid': expected <columns>x<rows>, each 1 to 16")
            }
            columns = c
            rows = r
        }
        // Before the scene is read: an output that cannot be created fails at once.
        try OutputPath.check(output)
        let renderer = try Command.load(scene, settings)
        let sheet = try renderer.writeContactSheet(
            to: output, columns: columns, rows: rows, isCancelled: { Interrupt.isRequested })
        if !parsed.flags.contains("--quiet") {
            let times = sheet.times.map { Command.format($0) }.joined(separator: ", ")
            print("wrote \(output): \(sheet.width)x\(sheet.height), \(columns)x\(rows) frames at \(times) s")
        }
        return 0
    }
}
