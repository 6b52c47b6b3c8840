import Foundation
import Media
import XCTest

/// `--device`: a device's screen size, scale and safe area, as a user sees them in the pixels.
final class CLIDeviceTests: CLITestCase {
    /// A blue bar at the top with a style background (which runs on into the safe area), a
    /// yellow screen ignoring the safe area, and a GeometryReader at the bottom that shows the
    /// insets it reports as the width of a red bar (1 point per inset point).
    private let scene = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                ZStack {
                    Color.yellow.ignoresSafeArea()
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 10).background(Color.blue)
                        Spacer()
                        GeometryReader { geo in
                            Color.red.frame(width: geo.safeAreaInsets.top + geo.safeAreaInsets.bottom, height: 4)
                        }
                        .frame(height: 4)
                    }
                }
            }
        }
        """

    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.premultipliedRGBA[i..<i + 4])
    }

    func testAPresetSetsTheSizeTheScaleAndTheSafeArea() throws {
        let path = try writeScene("screen.swift", scene)
        let out = file("pro.png")
        let r = try run(["frame", path, "--time", "0", "--device", "iphone-15-pro", "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "wrote \(out): 1179x2556 at t = 0.00 s\n")
        let image = try ImageFile.read(path: out)
        XCTAssertEqual([image.width, image.height], [1179, 2556])
        let blue: [UInt8] = [0, 122, 255, 255]
        let yellow: [UInt8] = [255, 204, 0, 255]
        let red: [UInt8] = [255, 59, 48, 255]
        // The bar is 10 points tall from the safe area's top (59 pt, 177 px); its background runs
        // up to the screen's top edge; below it the yellow screen.
        XCTAssertEqual(pixel(image, 600, 2), blue)
        XCTAssertEqual(pixel(image, 600, 3 * 59 + 27), blue)
        XCTAssertEqual(pixel(image, 600, 3 * 69 + 3), yellow)
        // The reader ends at the safe area's bottom (852 − 34 = 818 pt), away from its top: it
        // reports the bottom inset only, 0 + 34 points.
        let row = 3 * 816
        XCTAssertEqual(pixel(image, 3 * 33, row), red)
        XCTAssertEqual(pixel(image, 3 * 35, row), yellow)
        // Under the home indicator: yellow (the screen ignores the safe area).
        XCTAssertEqual(pixel(image, 600, 2550), yellow)
    }

    func testTheScaleFlagOverridesTheDevicesAndTheDefaultIsAnIPhoneScreen() throws {
        let path = try writeScene("screen.swift", scene)
        let se = file("se.png")
        let r = try run(["frame", path, "--time", "0", "--device", "iPhone SE", "--scale", "1", "-o", se])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: se)
        XCTAssertEqual([image.width, image.height], [375, 667])
        // 20 points above: the bar is at 20–30 and its background runs up to the top; none
        // below, so the reader at the bottom reports 0.
        XCTAssertEqual(pixel(image, 100, 1), [0, 122, 255, 255])
        XCTAssertEqual(pixel(image, 100, 29), [0, 122, 255, 255])
        XCTAssertEqual(pixel(image, 100, 31), [255, 204, 0, 255])
        XCTAssertEqual(pixel(image, 1, 665), [255, 204, 0, 255])
        // Without flags the canvas is the iPhone 14's screen: 47 points above, 34 below.
        let phone = file("phone.png")
        XCTAssertEqual(try run(["frame", path, "--time", "0", "--scale", "1", "-o", phone]).status, 0)
        let screen = try ImageFile.read(path: phone)
        XCTAssertEqual([screen.width, screen.height], [390, 844])
        XCTAssertEqual(pixel(screen, 100, 46), [0, 122, 255, 255])
        XCTAssertEqual(pixel(screen, 100, 56), [0, 122, 255, 255])
        XCTAssertEqual(pixel(screen, 100, 58), [255, 204, 0, 255])
        // `--safe-area none` is the plain canvas: the bar starts at the top.
        let plain = file("plain.png")
        XCTAssertEqual(
            try run(["frame", path, "--time", "0", "--scale", "1", "--safe-area", "none", "-o", plain]).status, 0)
        let flat = try ImageFile.read(path: plain)
        XCTAssertEqual(pixel(flat, 100, 9), [0, 122, 255, 255])
        XCTAssertEqual(pixel(flat, 100, 11), [255, 204, 0, 255])
        XCTAssertEqual(pixel(flat, 1, 842), [255, 204, 0, 255])
        // A screen is opaque: what a scene leaves is the system background, white (black in dark
        // mode, also when the scene itself asks for dark); `--background none` keeps it transparent.
        let dot = try writeScene(
            "dot.swift",
            "import SwiftUI\nstruct Dot: View { var body: some View { Circle().frame(width: 8, height: 8) } }\n")
        let darkDot = try writeScene(
            "darkdot.swift",
            "import SwiftUI\nstruct Dot: View { var body: some View { Circle().frame(width: 8, height: 8)"
                + ".preferredColorScheme(.dark) } }\n")
        let cases: [([String], [UInt8])] = [
            ([dot, "--device", "iPhone 14"], [255, 255, 255, 255]), ([dot], [255, 255, 255, 255]),
            ([dot, "--color-scheme", "dark"], [0, 0, 0, 255]), ([darkDot], [0, 0, 0, 255]),
            ([dot, "--background", "none"], [0, 0, 0, 0]), ([darkDot, "--background", "#FF0000"], [255, 0, 0, 255]),
        ]
        for (i, (arguments, expected)) in cases.enumerated() {
            let out = file("dot\(i).png")
            let r = try run(["frame"] + arguments + ["--time", "0", "-o", out])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(pixel(try ImageFile.read(path: out), 0, 0), expected, "\(arguments)")
        }
    }

    func testTheStatusBarAndHomeIndicatorAreDrawnOverTheScene() throws {
        let path = try writeScene(
            "plain.swift",
            "import SwiftUI\nstruct Plain: View { var body: some View { Color.gray.ignoresSafeArea() } }\n")
        func frame(_ flags: [String]) throws -> DecodedImage {
            let out = file("bar\(flags.joined()).png")
            let r = try run(["frame", path, "--time", "0", "--scale", "1", "-o", out] + flags)
            XCTAssertEqual(r.status, 0, r.stderr)
            return try ImageFile.read(path: out)
        }
        let plain = try frame([])
        let light = try frame(["--status-bar"])
        let dark = try frame(["--status-bar", "--color-scheme", "dark"])
        let gray = pixel(plain, 195, 422)
        /// How many pixels of a region are `colour`.
        func count(_ image: DecodedImage, _ xs: Range<Int>, _ ys: Range<Int>, _ colour: [UInt8]) -> Int {
            ys.reduce(0) { n, y in n + xs.filter { pixel(image, $0, y) == colour }.count }
        }
        // "9:41" in the left ear and the signal, Wi-Fi and battery in the right, black (white in
        // dark mode); the home indicator 8 pt above the bottom edge.
        for (image, ink) in [(light, [UInt8]([0, 0, 0, 255])), (dark, [255, 255, 255, 255])] {
            XCTAssertGreaterThan(count(image, 20..<100, 10..<40, ink), 40)
            XCTAssertGreaterThan(count(image, 290..<380, 10..<40, ink), 80)
            XCTAssertEqual(pixel(image, 195, 844 - 8 - 3), ink)
            XCTAssertEqual(pixel(image, 195, 844 - 4), gray)
        }
        XCTAssertEqual(count(plain, 20..<100, 10..<40, [0, 0, 0, 255]), 0)
        // Everything else is the scene as drawn without the bar.
        XCTAssertEqual(count(light, 0..<390, 60..<800, gray), 390 * 740)
    }

    func testTheSafeAreaFlagTakesOnlyNone() throws {
        let path = try writeScene("screen.swift", scene)
        let r = try run(["frame", path, "--time", "0", "--safe-area", "top", "-o", file("x.png")])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(
            r.stderr.hasPrefix("zoetrope: error: invalid value 'top' for '--safe-area': expected none\n"), r.stderr)
    }

    func testUnknownDevicesAndASizeBesideADeviceAreUsageErrors() throws {
        let path = try writeScene("screen.swift", scene)
        let unknown = try run(["frame", path, "--time", "0", "--device", "iPhone 51", "-o", file("x.png")])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "zoetrope: error: unknown device 'iPhone 51' (did you mean 'iPhone 15'?); devices: 'iPhone SE', "),
            unknown.stderr)
        let both = try run(
            ["frame", path, "--time", "0", "--device", "iPad Air", "--size", "100x100", "-o", file("x.png")])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(
            both.stderr.hasPrefix("zoetrope: error: '--size' and '--device' both set the canvas; give one"),
            both.stderr)
        XCTAssertEqual(try scratchContents(), ["screen.swift"])
    }
}
