import Foundation

/// What ended a scene program that crashed: the Swift runtime's message, the backtracer's JSON
/// report and the guard's markers, read from its standard error, turned into the user's error at
/// the user's line (DESIGN.md §7).
public struct SceneCrash: Sendable, Equatable {
    /// What went wrong, as the error's message.
    public var message: String
    /// The limit of the scene's program that ended it, when one did (`message` then says what
    /// ran out, without the limit; the command line adds it and the flag that raises it).
    public var limit: Limit?

    /// A limit of the scene's program (`SceneSandbox.Limits`), with its value.
    public enum Limit: Sendable, Equatable {
        case evaluationSeconds(Double)
        case cpuSeconds(Double)
        case memoryMiB(Int)
    }
    /// The innermost frame in the scene file (line 0 when the trap is outside it).
    public var line: Int = 0
    public var column: Int = 0

    /// Sorts a scene program's standard error: the lines only this type reads, and the rest.
    public struct Reader: Sendable {
        public private(set) var runtimeMessages: [String] = []
        /// The backtracer's reports (a loop is sampled more than once), first first.
        public private(set) var reports: [String] = []
        public var report: String? { reports.first }
        public private(set) var markers: [String] = []

        public init() {}

        /// True when `line` (without its newline) is the runtime's or the backtracer's or the
        /// guard's, kept here rather than shown.
        public mutating func take(_ line: Substring) -> Bool {
            if line.hasPrefix(SceneGuard.markerPrefix) {
                markers.append(String(line))
            } else if line.hasPrefix("{ \"timestamp\"") && line.contains("\"crashReport\"") {
                reports.append(String(line))
            } else if line.hasPrefix("*** Signal ") || line.hasPrefix("swift-runtime: ")
                || line.hasPrefix("Thread ") && line.contains(" crashed:")
            {
                // The backtracer's progress and complaints.
            } else if let range = Self.runtimeMessageRange(line) {
                runtimeMessages.append(String(line[range]))
            } else {
                return false
            }
            return true
        }

        /// True once the backtracer's report or a guard marker arrived: the program is ending.
        public var hasCrashed: Bool { !reports.isEmpty || !markers.isEmpty }

        /// True when a report places the crash in the scene file `scene`.
        public func hasPlace(scene: String) -> Bool {
            reports.contains { Self.parse($0).flatMap { Self.place(in: $0, scene: scene) } != nil }
        }

        static func parse(_ report: String) -> [String: Any]? {
            guard let data = report.data(using: .utf8) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }

        /// The innermost place in the scene file, crashed thread first.
        static func place(in object: [String: Any], scene: String) -> (Int, Int)? {
            let threads = object["threads"] as? [[String: Any]] ?? []
            for thread in threads.filter({ $0["crashed"] as? Bool == true }) + threads {
                if let place = userFrame(thread["frames"] as? [[String: Any]] ?? [], scene: scene) { return place }
            }
            return nil
        }

        /// "Index out of range" in "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range".
        static func runtimeMessageRange(_ line: Substring) -> Range<String.Index>? {
            for kind in ["Fatal error", "Precondition failed", "Assertion failed"] {
                if line.hasPrefix(kind + ": ") {
                    return line.index(line.startIndex, offsetBy: kind.count + 2)..<line.endIndex
                }
                // The scene's own fatalError/precondition (its #fileID is in the scene's module):
                // the kind stays part of the message.
                if line.hasPrefix("ZoetropeUserScene/"), let range = line.range(of: ": \(kind): "),
                    !line[range.upperBound...].hasPrefix("Unexpectedly found nil")
                {
                    return line.index(range.lowerBound, offsetBy: 2)..<line.endIndex
                }
                if let range = line.range(of: ": \(kind): ") { return range.upperBound..<line.endIndex }
                if line.hasPrefix(kind) || line.hasSuffix(": " + kind) { return line.endIndex..<line.endIndex }
            }
            return nil
        }

        /// The crash, when the program ended with one; `scene` is the scene's path as given.
        public func crash(scene: String, limits: SceneSandbox.Limits, signal: Int32?) -> SceneCrash? {
            guard hasCrashed || !runtimeMessages.isEmpty || signal != nil else { return nil }
            var crash = SceneCrash(message: "")
            var description = ""
            var faultNearStack = false
            let objects = reports.compactMap(Self.parse)
            if let object = objects.first {
                description = object["description"] as? String ?? ""
                let threads = object["threads"] as? [[String: Any]] ?? []
                let crashed = threads.filter { $0["crashed"] as? Bool == true } + threads
                if let fault = Self.address(object["faultAddress"]),
                    let registers = crashed.first?["registers"] as? [String: Any],
                    let sp = Self.address(registers["rsp"] ?? registers["sp"])
                {
                    faultNearStack = (fault > sp ? fault - sp : sp - fault) < 1 << 20
                }
            }
            if let place = objects.lazy.compactMap({ Self.place(in: $0, scene: scene) }).first {
                (crash.line, crash.column) = place
            }
            if markers.contains(SceneGuard.evaluationMarker) {
                crash.message = "the scene's code did not finish in time"
                crash.limit = .evaluationSeconds(limits.evaluationSeconds)
            } else if markers.contains(SceneGuard.memoryMarker) {
                crash.message = "the scene used too much memory"
                crash.limit = .memoryMiB(Int(limits.memoryBytes / 1024 / 1024))
            } else if markers.contains(SceneGuard.cpuMarker) || signal == SIGXCPU
                // A kill with no line and no message of the scene's is the CPU limit's; after a
                // runtime message it is the front end ending a program whose report never came.
                || signal == SIGKILL && crash.line == 0 && runtimeMessages.isEmpty
            {
                crash.message = "the scene used too much CPU time"
                crash.limit = .cpuSeconds(limits.cpuSeconds)
            } else if let first = runtimeMessages.first {
                if first.hasPrefix("Could not allocate memory") || first.contains("allocation failed")
                    || first.hasPrefix("failed to allocate")
                {
                    crash.message = "the scene used too much memory"
                    crash.limit = .memoryMiB(Int(limits.memoryBytes / 1024 / 1024))
                } else {
                    crash.message = first.isEmpty ? "assertion failed" : Self.lowercasedFirst(first)
                }
            } else if description.hasPrefix("Swift runtime failure: ") {
                crash.message = String(description.dropFirst("Swift runtime failure: ".count))
            } else if signal == SIGSEGV || description == "Segmentation fault" || description == "Bus error" {
                crash.message =
                    faultNearStack || description.isEmpty ? "stack overflow (runaway recursion?)" : "segmentation fault"
            } else if signal == SIGABRT {
                crash.message = "the scene aborted"
            } else if signal == SIGILL || description == "Illegal instruction" {
                // Swift stops at a check that failed inside the standard library (a range's
                // count, a conversion) with no message of its own.
                crash.message = "a run-time check failed here (an arithmetic overflow, a value out of range)"
            } else {
                crash.message =
                    "the scene crashed (\(description.isEmpty ? "signal \(signal ?? 0)" : description.lowercased()))"
            }
            return crash
        }

        /// The line and column of the innermost frame in the scene file.
        /// A frame at column 1 is a function's entry (where a stack overflow meets the guard page):
        /// the call that recursed, one frame out, is the place to show.
        static func userFrame(_ frames: [[String: Any]], scene: String) -> (Int, Int)? {
            var places: [(Int, Int)] = []
            for frame in frames {
                guard let location = frame["sourceLocation"] as? [String: Any],
                    let file = location["file"] as? String, isScene(file, scene),
                    let line = location["line"] as? Int, line > 0
                else { continue }
                places.append((line, max(location["column"] as? Int ?? 1, 1)))
                if places.count == 2 { break }
            }
            if places.count == 2, places[0].1 == 1 { return places[1] }
            return places.first
        }

        /// True when a backtrace's file is the scene: its path as given, or — for a path with no
        /// folder, which the debug information joins to the compile's folder — that folder in the
        /// cache and the path.
        static func isScene(_ file: String, _ scene: String) -> Bool {
            file == scene || file.hasSuffix("/" + scene) && file.contains("/.build-")
        }

        static func address(_ value: Any?) -> UInt64? {
            guard let text = value as? String, text.hasPrefix("0x") else { return nil }
            return UInt64(text.dropFirst(2), radix: 16)
        }

        static func lowercasedFirst(_ text: String) -> String {
            guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true else {
                return text
            }
            return first.lowercased() + text.dropFirst()
        }
    }
}
