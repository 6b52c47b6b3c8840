import Foundation
import Media
import XCTest

/// `--seed` fixes every random number and clock a scene can reach (`random(in:)` on every numeric
/// type, `randomElement`, `shuffled`, `UUID()`, the C generators, `SystemRandomNumberGenerator`,
/// a set's order, `Date()` and the uptime clocks), at evaluation and in scene code called while
/// frames render (a custom shape's `path(in:)`, a canvas): the same bytes on every run, for any
/// thread count, and from segments rendered by separate processes.
final class CLIRandomnessTests: CLITestCase {
    static let scene = "Tests/Fixtures/scenes/random-sources.swift"

    func frame(_ name: String, _ extra: [String] = []) throws -> Data {
        let out = file(name)
        let r = try run(["frame", Self.scene, "--time", "0.5", "--scale", "1", "-o", out] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try XCTUnwrap(FileManager.default.contents(atPath: out), name)
    }

    func testEveryRandomSourceDrawsTheSameOnEveryRunAndThreadCount() throws {
        let first = try frame("a.png")
        XCTAssertEqual(try frame("b.png"), first, "a second run drew different pixels")
        XCTAssertEqual(try frame("c.png"), first, "a third run drew different pixels")
        XCTAssertEqual(try frame("one.png", ["--threads", "1"]), first, "one thread drew different pixels")
        // The seed reaches them: another seed draws another picture.
        XCTAssertNotEqual(try frame("seed.png", ["--seed", "7"]), first, "--seed 7 drew the same picture")
    }

    /// Lossless segments, each rendered by its own process, joined: the single render's frames.
    func testSegmentsFromSeparateProcessesEqualTheWholeRender() throws {
        let common = ["--scale", "0.5", "--fps", "10", "--crf", "0", "--preset", "ultrafast", "-q"]
        var parts: [String] = []
        for segment in ["0/3", "1/3", "2/3"] {
            let part = file("part\(parts.count).mp4")
            let r = try run(["render", Self.scene, "-o", part, "--segment", segment] + common)
            XCTAssertEqual(r.status, 0, r.stderr)
            parts.append(part)
        }
        let joined = file("joined.mp4")
        XCTAssertEqual(try run(["concat"] + parts + ["-o", joined]).status, 0)
        let single = file("single.mp4")
        let s = try run(["render", Self.scene, "-o", single] + common)
        XCTAssertEqual(s.status, 0, s.stderr)
        let a = try VideoReader(path: joined)
        let b = try VideoReader(path: single)
        var index = 0
        while let frame = try a.nextFrame() {
            XCTAssertTrue(frame == (try b.nextFrame()), "frame \(index) differs")
            index += 1
        }
        XCTAssertNil(try b.nextFrame())
        XCTAssertGreaterThan(index, 10)
    }
}
