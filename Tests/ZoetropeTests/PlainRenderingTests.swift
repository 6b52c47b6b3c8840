import Foundation
import Raster
import TestSupport
import XCTest

@testable import Zoetrope

/// The plain mode (`RenderSettings.plainRendering`: every frame drawn whole on one thread, no
/// static layer, redraw, repeated frames or caches) against the normal one, frame by frame: the
/// same bytes, so that a pixel bug can be bisected between the two. A failure names the first
/// pixel that differs.
final class PlainRenderingTests: XCTestCase {
    func settings(fps: Int) -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.fps = fps
        s.threads = 2
        return s
    }

    /// Every frame of the launch scene at 20 fps, in order through the pipeline on one and two
    /// workers, then out of order and repeated, one at a time (canvases redrawn from frames far
    /// apart, layers served from the cache).
    func testLaunchFramesEqualThePlainModesFrames() throws {
        let normal = try TestScenes.launch(settings(fps: 20))
        let plain = normal.plain()
        XCTAssertNil(plain.staticLayer)
        XCTAssertTrue(plain.renderer.isPlain)
        let times = (0..<normal.frameCount).map { normal.time(ofFrame: $0) }
        let reference = plain.frames(at: times)
        for threads in [1, 2] {
            normal.renderFrames(at: times, threads: threads) { position, image in
                assertSame(image, reference[position], "threads \(threads), t = \(times[position])")
            }
        }
        let shuffled = [0.0, 4.9, 1.0, 1.0, 2.4, 0.8, 3.3, 0.05, 4.2, 2.0]
        for t in shuffled { assertSame(normal.frame(at: t), plain.frame(at: t), "alone, t = \(t)") }
    }

    /// A scene loaded in the plain mode is the plain mode throughout (`--plain`).
    func testASceneLoadedPlainDrawsThePlainModesFrames() throws {
        var s = settings(fps: 20)
        s.plainRendering = true
        let loaded = try TestScenes.launch(s)
        XCTAssertNil(loaded.staticLayer)
        XCTAssertTrue(loaded.renderer.isPlain)
        let normal = try TestScenes.launch(settings(fps: 20))
        let times = [0.0, 1.5, 3.0]
        loaded.renderFrames(at: times) { position, image in
            assertSame(image, normal.frame(at: times[position]), "t = \(times[position])")
        }
    }

    /// The test scenes that move everything, pulse for ever and insert a view with a transition.
    func testMovingScenesEqualThePlainModesFrames() throws {
        let scenes = [
            ("MovingView", try loadScene({ MovingView() }, settings: settings(fps: 30))),
            ("PulseView", try loadScene({ PulseView() }, settings: settings(fps: 30))),
            ("ShowView", try loadScene({ ShowView() }, settings: settings(fps: 30))),
        ]
        for (name, normal) in scenes {
            let times = (0..<45).map { Double($0) / 30 }
            let reference = normal.plain().frames(at: times)
            normal.renderFrames(at: times, threads: 2) { position, image in
                assertSame(image, reference[position], "\(name), t = \(times[position])")
            }
        }
    }

    /// Fails, naming the first pixel that differs and both its values, unless `a` and `b` have
    /// the same size and bytes.
    func assertSame(
        _ a: PixelBuffer, _ b: PixelBuffer, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard a.width == b.width, a.height == b.height else {
            XCTFail("\(what): \(a.width)x\(a.height) against \(b.width)x\(b.height)", file: file, line: line)
            return
        }
        guard !sameBytes(a.bytes, b.bytes),
            let i = zip(a.bytes, b.bytes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        else { return }
        let pixel = i / 4
        XCTFail(
            "\(what): differs from the plain mode first at pixel (\(pixel % a.width), \(pixel / a.width)): "
                + "\(Array(a.bytes[pixel * 4..<pixel * 4 + 4])) against \(Array(b.bytes[pixel * 4..<pixel * 4 + 4]))",
            file: file, line: line)
    }
}
