import Foundation
import Zoetrope

/// `zoetrope concat`: joins segments by copying their packets.
enum ConcatCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.concat)
        if parsed.flags.contains("--help") {
            print(Help.concat, terminator: "")
            return 0
        }
        let inputs = parsed.positionals
        guard !inputs.isEmpty else { throw UsageError(message: "missing input videos") }
        guard let output = parsed.values["--output"] else {
            throw UsageError(message: "missing '-o <output.mp4>'")
        }
        if inputs.contains(where: { OutputPath.isSameFile($0, output) }) {
            throw UsageError(message: "output '\(output)' is also an input video; choose another output path")
        }
        try OutputPath.refuseDirectory(output)
        guard ["mp4", "m4v", "mov", "webm"].contains((output as NSString).pathExtension.lowercased()) else {
            throw UsageError(message: "output '\(output)' must end in .mp4, .m4v, .mov or .webm")
        }
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw ZoetropeError.missingInput("no such file '\(input)'")
            }
            if isDirectory.boolValue {
                throw ZoetropeError.missingInput("'\(input)' is a directory, not a video")
            }
            if !FileManager.default.isReadableFile(atPath: input) {
                throw ZoetropeError.missingInput("cannot read '\(input)'")
            }
        }
        try OutputPath.check(output)
        let frames = try VideoConcatenation.join(inputs, to: output, isCancelled: { Interrupt.isRequested })
        if !parsed.flags.contains("--quiet") {
            print("wrote \(output): \(Command.count(frames, "frame")) from \(inputs.count) files")
        }
        return 0
    }
}
