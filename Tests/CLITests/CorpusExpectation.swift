import Foundation

/// What a file of `Tests/Fixtures/bad-scenes` says it must produce, from its first lines:
///
///     // expect: 5:14: error: value of type 'Circle' has no member 'blurr'
///     // expect-exit: 66                  (optional; 65, a scene error, by default)
///     // flags: --max-evaluation-time 1   (optional; added to the command line)
///     // expect-place: line or file       (optional; the error may also be at the file)
///     // expect-warning: 3:8: warning: …  (optional, for a file that renders: its first warning)
///
/// The expected text is the first line of the error with the scene's path and the colon after
/// it removed; `$DIR` (here and in the warning) stands for the folder holding the file, and a
/// column of `*` for any column (a limit that stops code running on one line in several
/// places); `expect-place: line or file` accepts the error at the file too (code stopped at an
/// instruction the debug information gives no line for, about one run in four). `// expect: renders` is a file
/// that is wrong in a way SwiftUI itself lets through (a negative frame, an infinite offset):
/// it renders as an iPhone shows it, with exit 0.
struct CorpusExpectation {
    var diagnostic: String
    var exitCode: Int32 = 65
    var flags: [String] = []
    /// True when the error may be at the file instead of the stated line.
    var mayBeAtTheFile = false
    /// The first line of the warning a file that renders must print, if one is stated.
    var warning: String?

    /// The expectation of a file that renders.
    static let renders = "renders"

    /// Errors in a corpus file's header, so a mistake in the corpus fails the test clearly.
    struct HeaderError: Error, CustomStringConvertible {
        var description: String
    }

    init(diagnostic: String, exitCode: Int32 = 65) {
        self.diagnostic = diagnostic
        self.exitCode = exitCode
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
        if diagnostic == Self.renders { exitCode = 0 }
        for line in lines.dropFirst() {
            if line.hasPrefix("// expect-exit: ") {
                guard let code = Int32(line.dropFirst("// expect-exit: ".count)) else {
                    throw HeaderError(description: "\(path): bad exit code in '\(line)'")
                }
                exitCode = code
            } else if line.hasPrefix("// expect-warning: ") {
                warning = line.dropFirst("// expect-warning: ".count).replacingOccurrences(of: "$DIR", with: folder)
            } else if line == "// expect-place: line or file" {
                mayBeAtTheFile = true
            } else if line.hasPrefix("// flags: ") {
                flags = line.dropFirst("// flags: ".count).split(separator: " ").map(String.init)
            } else {
                break
            }
        }
    }

    /// True when `line` is what `diagnostic` states.
    func matches(_ line: String) -> Bool {
        let parts = diagnostic.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if mayBeAtTheFile, parts.count == 3, line == parts[2].drop(while: { $0 == " " }) { return true }
        guard parts.count == 3, parts[1] == "*" else { return line == diagnostic }
        let actual = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        return actual.count == 3 && actual[0] == parts[0] && Int(actual[1]) != nil && actual[2] == parts[2]
    }

    /// The first line of `stderr` without the scene's path, as `diagnostic` states it.
    static func firstLine(of stderr: String, path: String) -> String {
        var line = stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if line.hasPrefix("zoetrope: ") { line.removeFirst("zoetrope: ".count) }
        guard line.hasPrefix(path + ":") else { return line }
        let rest = line.dropFirst(path.count + 1)
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }
}
