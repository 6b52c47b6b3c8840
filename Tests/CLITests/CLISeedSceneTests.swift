import Foundation
import XCTest

/// The seed scenes (issue 4) and the gallery (issue 3), rendered by `zoetrope frame` at scale 1
/// and checked at key pixels before and after their animations.
final class CLISeedSceneTests: CLITestCase {
    /// A decoded frame (straight RGBA, as the PNG holds it).
    struct Frame {
        var width: Int
        var bytes: [UInt8]

        func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
    }

    private func render(_ name: String, at times: [Double]) throws -> [Frame] {
        try times.map { time in
            let png = file("\(name)-\(time).png")
            // On the plain canvas (no safe area, transparent), where the places below were measured.
            let result = try run([
                "frame", "scenes/" + name, "--time", "\(time)", "--scale", "1", "--safe-area", "none", "--background",
                "none", "-o", png,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            return Frame(width: 390, bytes: try XCTUnwrap(try decodedFrames(png).first))
        }
    }

    /// Pixels in the rectangle (x0..<x1, y0..<y1) for which `test` holds.
    private func count(
        _ image: Frame, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int,
        where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) -> Int {
        var n = 0
        for y in y0..<y1 {
            for x in x0..<x1 where test(image.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    /// Pixels that differ by more than `threshold` (sum over channels) inside the rectangle.
    private func changed(
        _ a: Frame, _ b: Frame, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, threshold: Int = 8
    )
        -> Int
    {
        var n = 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = a.pixel(x: x, y: y)
                let q = b.pixel(x: x, y: y)
                let d =
                    abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
                    + abs(Int(p.a) - Int(q.a))
                if d > threshold { n += 1 }
            }
        }
        return n
    }

    func testBadgeBackgroundSpringsInThenTheSymbolsAppear() throws {
        let frames = try render("badge.swift", at: [0, 0.7, 4])
        let purple: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.b > $0.r && $0.b > 120 && $0.a == 255 }
        // t = 0: the background is a small, invisible seed; nothing is drawn in the centre.
        XCTAssertEqual(frames[0].pixel(x: 195, y: 422).a, 0)
        // t = 0.7: the background is there, no symbol yet.
        XCTAssertEqual(frames[1].pixel(x: 195, y: 422).a, 255)
        XCTAssertEqual(count(frames[1], 60, 330, 280, 560, where: purple), 0)
        // The end: the warm gradient (pink at the top, orange at the bottom) and 8 purple symbols.
        let top = frames[2].pixel(x: 195, y: 250)
        let bottom = frames[2].pixel(x: 195, y: 590)
        XCTAssertGreaterThan(top.b, bottom.b)
        XCTAssertGreaterThan(count(frames[2], 60, 330, 280, 560, where: purple), 5_000)
    }

    func testNeumorphicPowerBarFillsAndATabPressesIn() throws {
        let frames = try render("neumorphic.swift", at: [0, 4])
        // The grooved bar (y ≈ 655–672) fills; the tab buttons (y ≈ 705–785) change state.
        XCTAssertGreaterThan(changed(frames[0], frames[1], 16, 374, 655, 672), 1_500)
        XCTAssertGreaterThan(changed(frames[0], frames[1], 60, 330, 705, 785), 500)
        // The card above does not move.
        XCTAssertEqual(changed(frames[0], frames[1], 0, 390, 180, 560), 0)
    }

    func testRaisedViewSinksIntoTheInsetState() throws {
        let frames = try render("neumorphic-uikit.swift", at: [0, 3])
        XCTAssertGreaterThan(changed(frames[0], frames[1], 80, 310, 180, 400, threshold: 4), 2_000)
        // The inset view below is the same before and after.
        XCTAssertEqual(changed(frames[0], frames[1], 80, 310, 440, 660), 0)
    }

    func testProfileHeaderSlidesDownAndDetailsFadeIn() throws {
        let frames = try render("profile.swift", at: [0, 4])
        let blue = frames[1].pixel(x: 200, y: 40)
        XCTAssertEqual([blue.r, blue.g, blue.b, blue.a], [0, 122, 255, 255])
        XCTAssertNotEqual(frames[0].pixel(x: 200, y: 40).b, 255)
        let dark: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = {
            $0.a > 200 && $0.r < 60 && $0.g < 60 && $0.b < 60
        }
        // "Archimedes" in bold, left of the verified seal.
        XCTAssertEqual(count(frames[0], 16, 140, 145, 170, where: dark), 0)
        XCTAssertGreaterThan(count(frames[1], 16, 140, 145, 170, where: dark), 300)
        // The tab bar's selected house symbol is blue at the bottom.
        let accent: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.b > 200 && $0.r < 40 && $0.g > 90 }
        XCTAssertGreaterThan(count(frames[1], 0, 98, 800, 830, where: accent), 50)
    }

    func testGalleryFillRulesAndBlendMode() throws {
        let frame = try render("gallery.swift", at: [0])[0]
        let nonZero = frame.pixel(x: 46, y: 93)
        let evenOdd = frame.pixel(x: 130, y: 93)
        XCTAssertEqual([nonZero.r, nonZero.g, nonZero.b], [0, 122, 255])
        XCTAssertEqual([evenOdd.r, evenOdd.g, evenOdd.b], [245, 245, 245])
        // Cyan × yellow where the multiply circles overlap: (50,173,230) × (255,204,0) / 255.
        var green = 0
        for y in 514..<575 {
            for x in 11..<80 {
                let p = frame.pixel(x: x, y: y)
                if abs(Int(p.r) - 50) <= 1 && abs(Int(p.g) - 138) <= 1 && p.b <= 1 { green += 1 }
            }
        }
        XCTAssertGreaterThan(green, 500)
    }
}
