import Foundation
import Media
import Zoetrope

/// `zoetrope concat`: joins segments by copying their packets.
enum ConcatCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            args, valueOptions: ["--output"], flagOptions: ["--help", "--quiet"], aliases: Command.aliases)
        if parsed.flags.contains("--help") {
            print(Help.concat, terminator: "")
            return 0
        }
        guard let output = parsed.values["--output"] else {
            throw UsageError(message: "missing '-o <output.mp4>'")
        }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "missing input videos") }
        guard ["mp4", "m4v", "mov", "webm"].contains((output as NSString).pathExtension.lowercased()) else {
            throw UsageError(message: "output '\(output)' must end in .mp4, .m4v, .mov or .webm")
        }
        for input in parsed.positionals where !FileManager.default.isReadableFile(atPath: input) {
            let reason = FileManager.default.fileExists(atPath: input) ? "cannot read" : "no such file"
            throw ZoetropeError.missingInput("error: \(reason) '\(input)'")
        }
        if parsed.positionals.contains(where: {
            ($0 as NSString).standardizingPath == (output as NSString).standardizingPath
        }) {
            throw UsageError(message: "the output '\(output)' is also an input")
        }
        let frames: Int
        do {
            frames = try VideoConcatenator.concatenate(
                parsed.positionals, to: output, isCancelled: { Interrupt.isRequested })
        } catch {
            if Interrupt.isRequested { throw ZoetropeError.interrupted }
            let message = "\(error)"
            // Unusable inputs are input errors; failing to create the output is an output error.
            throw message.hasPrefix("cannot concatenate") || message.hasPrefix("cannot read")
                ? ZoetropeError.missingInput("error: \(message)") : ZoetropeError.output("error: \(message)")
        }
        if !parsed.flags.contains("--quiet") {
            print("wrote \(output): \(frames) frames from \(parsed.positionals.count) files")
        }
        return 0
    }
}
