import Foundation
import Media
import XCTest

/// Repeating timers keep ticking for every frame a command draws, however late (DESIGN.md §2b):
/// `Tests/Fixtures/scenes/ticking-timer.swift` moves a red square 20 points right every second
/// (the square's left edge at 45 + 20 × ticks points in the 390-point canvas, scale 1).
final class CLITimerTests: CLITestCase {
    static let scene = "Tests/Fixtures/scenes/ticking-timer.swift"

    /// The ticks shown in premultiplied RGBA rows: from the red square's leftmost pixel.
    func ticks(_ rgba: [UInt8], width: Int, height: Int) -> Int? {
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if rgba[i] > 200 && rgba[i + 1] < 100 && rgba[i + 2] < 100 { return (x - 45 + 10) / 20 }
            }
        }
        return nil
    }

    /// A frame at 9.5 s shows nine ticks; the clock used to stop following the timer at 5 s.
    func testAFrameLateInTheSceneSeesEveryTick() throws {
        let out = file("late.png")
        let r = try run(["frame", Self.scene, "--time", "9.5", "--scale", "1", "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        XCTAssertEqual(ticks(image.premultipliedRGBA, width: image.width, height: image.height), 9)
    }

    /// A 10-s render shows nine ticks at 9.5 s, and the scene's own length (one 12-s turn of the
    /// blue square) keeps ticking to its end: twelve ticks in its last frame (there were five).
    func testRendersTickToTheirEnd() throws {
        let out = file("ten.mp4")
        var r = try run(["render", Self.scene, "--duration", "10", "--fps", "10", "--scale", "1", "-o", out, "-q"])
        XCTAssertEqual(r.status, 0, r.stderr)
        var reader = try VideoReader(path: out)
        var frames: [[UInt8]] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        XCTAssertEqual(frames.count, 100)
        XCTAssertEqual(ticks(frames[95], width: reader.width, height: reader.height), 9)

        let own = file("own.mp4")
        r = try run(["render", Self.scene, "--fps", "5", "--scale", "1", "-o", own, "-q"])
        XCTAssertEqual(r.status, 0, r.stderr)
        reader = try VideoReader(path: own)
        XCTAssertEqual(reader.duration, 12.6, accuracy: 1e-6)
        var last: [UInt8]?
        while let frame = try reader.nextFrame() { last = frame }
        XCTAssertEqual(ticks(try XCTUnwrap(last), width: reader.width, height: reader.height), 12)
    }
}
