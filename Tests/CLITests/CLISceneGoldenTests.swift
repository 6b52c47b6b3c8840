import Foundation
import TestSupport
import XCTest

/// Every scene of `scenes/`, as `zoetrope frame --scale 0.5` draws it, against the frames in
/// `Goldens/` (`<scene>-<time>.png`; `Goldens/README.md` says how they were made).
///
/// Each scene is drawn at four fixed times (0, 0.8, 2.2 and 4 s: before any animation, two
/// moments inside most scenes' animations, and near the end of the default five seconds) and at
/// the middle and the end of its own animation, read from `zoetrope timeline --json`. A scene
/// added to `scenes/` fails here until its goldens are recorded, and a golden no scene draws any
/// more fails too. Comparison, failure images and re-recording (`ZOETROPE_UPDATE_GOLDENS=1`) are
/// `GoldenFolder`'s (TestSupport).
final class CLISceneGoldenTests: CLITestCase {
    static let fixedTimes: [Double] = [0, 0.8, 2.2, 4]
    static let goldens = GoldenFolder(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"),
        pixels: .straight)

    /// None: rendering is deterministic (same scene and flags, same bytes on this machine), so
    /// any difference is a change to the engine to explain — and, when it is meant, to record.
    static let exact = GoldenTolerance("exact", levels: 0)

    /// The scenes of `scenes/`, by name.
    static func scenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// A time as goldens name it and `--time` is given it: seconds to two decimals, trailing
    /// zeros dropped ("0", "0.8", "2.25").
    static func timeName(_ t: Double) -> String {
        var text = String(format: "%.2f", t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    func testTimeNames() {
        XCTAssertEqual([0, 0.8, 2.2, 4, 2.254, 1.0049].map(Self.timeName), ["0", "0.8", "2.2", "4", "2.25", "1"])
    }

    /// When the scene's last animation ends (a spring's when it settles, an endless animation's
    /// first cycle), from `zoetrope timeline --json`; 0 for a scene that does not animate.
    func animationEnd(_ scene: String) throws -> Double {
        let result = try run(["timeline", "scenes/\(scene).swift", "--json"])
        guard result.status == 0 else { throw Failure(description: "\(scene): timeline: \(result.stderr)") }
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        guard let transactions = document?["transactions"] as? [[String: Any]] else {
            throw Failure(description: "\(scene): no transactions in \(result.stdout)")
        }
        return transactions.compactMap { ($0["end"] as? Double) ?? ($0["cycleEnd"] as? Double) }.max() ?? 0
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `work` for each of `items`, two at a time (the runs are mostly process start-up, and
    /// this machine's two cores halve the suite's time), results in the order of `items`.
    func concurrently<T, R>(_ items: [T], _ work: (T) throws -> R) -> [Swift.Result<R, Error>] {
        var results = [Swift.Result<R, Error>?](repeating: nil, count: items.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let result = Swift.Result { try work(items[i]) }
            lock.withLock { results[i] = result }
        }
        return results.map { $0! }
    }

    func testEverySceneMatchesItsGoldenFrames() throws {
        let scenes = try Self.scenes()
        XCTAssertTrue(scenes.contains("launch"), "no scenes in \(Self.root.path)/scenes: \(scenes)")
        var frames: [(scene: String, time: String)] = []
        for (scene, end) in zip(scenes, concurrently(scenes, animationEnd)) {
            var times: [String] = []
            for t in try Self.fixedTimes + [end.get() / 2, end.get()] where !times.contains(Self.timeName(t)) {
                times.append(Self.timeName(t))
            }
            frames += times.map { (scene, $0) }
        }
        let drawn = concurrently(frames) { frame -> [UInt8] in
            let out = file("\(frame.scene)-\(frame.time).png")
            let result = try run(
                ["frame", "scenes/\(frame.scene).swift", "--time", frame.time, "--scale", "0.5", "-o", out])
            guard result.status == 0 else { throw Failure(description: result.stderr) }
            return try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        }
        for (frame, png) in zip(frames, drawn) {
            let name = "\(frame.scene)-\(frame.time)"
            switch png {
            case .success(let png): Self.goldens.assertMatches(name, png: png, tolerance: Self.exact)
            case .failure(let error): XCTFail("\(name): \(error)")
            }
        }
        let stored = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.directory.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(".png".count)) }
        XCTAssertEqual(
            Set(stored).subtracting(frames.map { "\($0.scene)-\($0.time)" }).sorted(), [],
            "goldens of no scene or time any more; remove them from \(Self.goldens.directory.path)")
    }
}
