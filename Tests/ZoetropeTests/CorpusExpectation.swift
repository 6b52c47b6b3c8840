import Foundation
import Zoetrope

/// What a file of `Tests/Fixtures/bad-scenes` says it must produce, from its first lines:
///
///     // expect: 3:14: error: unknown modifier 'blurr' (did you mean 'blur'?)
///     // expect-exit: 66                  (optional; 65, a scene error, by default)
///     // settings: maxSteps=100000        (optional; lowers limits to keep the test fast)
///
/// The expected text is the first line of the error with the scene's path and the colon after
/// it removed; `$DIR` stands for the folder holding the file.
struct CorpusExpectation {
    var diagnostic: String
    var exitCode: Int32 = 65
    var settings = RenderSettings()

    /// Errors in a corpus file's header, so a mistake in the corpus fails the test clearly.
    struct HeaderError: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HeaderError(description: "cannot read \(path)")
        }
        let lines = String(decoding: data.prefix(4096), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.hasPrefix("// expect: ") else {
            throw HeaderError(description: "\(path): the first line must be '// expect: <diagnostic>'")
        }
        let folder = (path as NSString).deletingLastPathComponent
        diagnostic = first.dropFirst("// expect: ".count).replacingOccurrences(of: "$DIR", with: folder)
        settings.scale = 0.1
        settings.threads = 1
        for line in lines.dropFirst() {
            if line.hasPrefix("// expect-exit: ") {
                guard let code = Int32(line.dropFirst("// expect-exit: ".count)) else {
                    throw HeaderError(description: "\(path): bad exit code in '\(line)'")
                }
                exitCode = code
            } else if line.hasPrefix("// settings: ") {
                for pair in line.dropFirst("// settings: ".count).split(separator: " ") {
                    try apply(String(pair), in: path)
                }
            } else {
                break
            }
        }
    }

    private mutating func apply(_ pair: String, in path: String) throws {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Int(parts[1]) else {
            throw HeaderError(description: "\(path): bad setting '\(pair)'")
        }
        switch parts[0] {
        case "maxSteps": settings.maxSteps = value
        case "maxViews": settings.maxViews = value
        case "maxLoopIterations": settings.maxLoopIterations = value
        case "maxPathSegments": settings.maxPathSegments = value
        case "maxStringLength": settings.maxStringLength = value
        case "maxFrames": settings.maxFrames = value
        default: throw HeaderError(description: "\(path): unknown setting '\(parts[0])'")
        }
    }

    /// The first line of `error`'s message without the scene's path, as `diagnostic` states it.
    static func firstLine(of error: ZoetropeError, path: String) -> String {
        let line =
            error.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard line.hasPrefix(path + ":") else { return line }
        let rest = line.dropFirst(path.count + 1)
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }
}
