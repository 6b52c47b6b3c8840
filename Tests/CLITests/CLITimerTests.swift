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

    /// A scene that changes state every 20 ms: a square steps 12 points right at each tick and
    /// starts again after 25 steps; the ticks fall between the frames of a 10-fps render (the
    /// first at 0.01 s), so a frame at t shows the ticks up to t.
    static let fastTicks = """
        import SwiftUI

        struct FastTicks: View {
            @State private var ticks = 0
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.white
                    Rectangle().fill(Color.red).frame(width: 20, height: 20)
                        .offset(x: CGFloat(ticks % 25) * 12, y: 100)
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                        ticks = 1
                        Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in ticks += 1 }
                    }
                }
            }
        }
        """

    /// The red square's left edge in points, in an RGBA frame of `scale` pixels per point.
    func squareX(_ rgba: [UInt8], width: Int, height: Int, scale: Double) -> Double? {
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if rgba[i] > 200 && rgba[i + 1] < 100 && rgba[i + 2] < 100 { return Double(x) / scale }
            }
        }
        return nil
    }

    /// A minute of a timer that ticks every 20 ms (3,000 state changes, three times the old limit
    /// on the whole scene) renders; its frames at 59 s show the ticks up to then, and the video
    /// has the same bytes on one thread and on two.
    func testAMinuteOfTicksEvery20MillisecondsRendersTheSameOnAnyThreads() throws {
        let scene = try writeScene("fast-ticks.swift", Self.fastTicks)
        var videos: [Data] = []
        for threads in ["1", "2"] {
            let out = file("fast-\(threads).mp4")
            let r = try run([
                "render", scene, "--duration", "60", "--fps", "10", "--scale", "1", "--safe-area", "none",
                "--threads", threads, "-o", out, "-q",
            ])
            XCTAssertEqual(r.status, 0, r.stderr)
            videos.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        XCTAssertEqual(videos[0], videos[1], "two threads wrote other bytes than one")
        let reader = try VideoReader(path: file("fast-1.mp4"))
        var count = 0
        while let frame = try reader.nextFrame() {
            defer { count += 1 }
            guard (589...592).contains(count) else { continue }
            let time = Double(count) / 10
            // Ticks at 0.01 + 0.02 k s up to `time` (never at a frame's time).
            let ticks = Int(((time - 0.01) / 0.02).rounded(.down)) + 1
            let x = try XCTUnwrap(
                squareX(frame, width: reader.width, height: reader.height, scale: 1), "frame \(count)")
            XCTAssertEqual(x, Double(ticks % 25) * 12, accuracy: 1.5, "frame \(count) at \(time) s")
        }
        XCTAssertEqual(count, 600)
    }

    /// A frame at 59.98 s of the same scene, without a duration, sees every tick before it:
    /// 2,999.
    func testAFrameAfterAMinuteOfFastTicksSeesThemAll() throws {
        let scene = try writeScene("fast-ticks.swift", Self.fastTicks)
        let out = file("late.png")
        let r = try run(["frame", scene, "--time", "59.98", "--scale", "1", "--safe-area", "none", "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        let x = squareX(image.premultipliedRGBA, width: image.width, height: image.height, scale: 1)
        XCTAssertEqual(try XCTUnwrap(x), Double(2999 % 25) * 12, accuracy: 0.5)
    }
}
