import Foundation
import Media
import XCTest

/// `--view`, warnings and the default background, as a user sees them.
final class CLISceneOptionsTests: CLITestCase {
    private let twoViews = """
        import SwiftUI
        struct Red: View {
            var body: some View { Color.red }
        }
        struct Blue: View {
            var body: some View { Color.blue }
        }
        """

    func testSeveralRootsNeedViewAndViewPicksOne() throws {
        let scene = try writeScene("two.swift", twoViews)
        let out = scratch.appendingPathComponent("f.png").path
        let ambiguous = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "0.1"])
        XCTAssertEqual(ambiguous.status, 65)
        XCTAssertTrue(ambiguous.stderr.contains("several views could be the root: 'Red', 'Blue'"), ambiguous.stderr)
        let picked = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "0.1", "--view", "Blue"])
        XCTAssertEqual(picked.status, 0, picked.stderr)
        let image = try ImageFile.read(path: out)
        // The centre of the screen (the colour stays inside the safe area, as on an iPhone).
        let centre = (image.height / 2 * image.width + image.width / 2) * 4
        XCTAssertEqual(Array(image.premultipliedRGBA[centre..<centre + 4]), [0, 122, 255, 255])
    }

    /// `--color-scheme dark` is the root's colour scheme: dark mode's system background and label
    /// colours; `light`, the default, and a value that is neither is a usage error.
    func testColorSchemeFlagSetsTheRootsScheme() throws {
        let scene = try writeScene(
            "scheme.swift",
            """
            import SwiftUI
            struct S: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View {
                    VStack(spacing: 0) {
                        Color(.systemBackground)
                        Color.primary
                        scheme == .dark ? Color.green : Color.red
                    }
                }
            }
            """)
        let out = scratch.appendingPathComponent("s.png").path
        func pixels(_ flags: [String]) throws -> [[UInt8]] {
            let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x30", "--scale", "1"] + flags)
            XCTAssertEqual(r.status, 0, r.stderr)
            let rgba = try ImageFile.read(path: out).premultipliedRGBA
            return [5, 15, 25].map { y in Array(rgba[(y * 10 + 5) * 4..<(y * 10 + 5) * 4 + 4]) }
        }
        XCTAssertEqual(
            try pixels(["--color-scheme", "dark"]), [[0, 0, 0, 255], [255, 255, 255, 255], [48, 209, 88, 255]])
        XCTAssertEqual(try pixels([]), [[255, 255, 255, 255], [0, 0, 0, 255], [255, 59, 48, 255]])
        XCTAssertEqual(try pixels(["--color-scheme", "light"]), try pixels([]))
        let bad = try run(["frame", scene, "--time", "0", "-o", out, "--color-scheme", "sepia"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(
            bad.stderr.contains("invalid value 'sepia' for '--color-scheme': expected light or dark"), bad.stderr)
    }

    /// What the SwiftUI module leaves out is a warning too, and the frame is still written.
    func testTheModulesWarningsReachStandardError() throws {
        let scene = try writeScene(
            "format.swift",
            """
            import SwiftUI
            struct F: View {
                let progress = 0.5
                var body: some View { Text("\\(progress, specifier: "%s")") }
            }
            """)
        let out = scratch.appendingPathComponent("f.png").path
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "0.2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(
            r.stderr.contains("\(scene): warning: format specifier '%s' is not supported"), r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testMissingCharactersAreWarnedAboutOnStandardError() throws {
        let scene = try writeScene(
            "glyph.swift",
            """
            import SwiftUI
            struct G: View {
                var body: some View { Text("a\\u{10FFFD}") }
            }
            """)
        let out = scratch.appendingPathComponent("g.png").path
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "0.2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("\(scene): warning: "), r.stderr)
        XCTAssertTrue(r.stderr.contains("U+10FFFD"), r.stderr)
    }

    func testVideoWithoutBackgroundIsDrawnOverWhite() throws {
        let scene = try writeScene(
            "empty.swift",
            """
            import SwiftUI
            struct E: View {
                var body: some View { Circle().fill(Color.red).frame(width: 10, height: 10) }
            }
            """)
        let out = scratch.appendingPathComponent("e.mp4").path
        let r = try run(["render", scene, "-o", out, "--scale", "0.25", "--duration", "0.1", "--fps", "10"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let reader = try VideoReader(path: out)
        let frame = try XCTUnwrap(try reader.nextFrame())
        // The corner is white (within H.264's rounding), not black.
        XCTAssertGreaterThan(frame[0], 245)
        XCTAssertGreaterThan(frame[1], 245)
        XCTAssertGreaterThan(frame[2], 245)
    }
}

/// Limit flags reach the limits, and the messages name them.
final class CLILimitFlagTests: CLITestCase {
    func testMaxViewsAndMaxPixels() throws {
        let png = scratch.appendingPathComponent("x.png").path
        let views = try run(["frame", "scenes/launch.swift", "--time", "0", "-o", png, "--max-views", "3"])
        XCTAssertEqual(views.status, 65)
        XCTAssertTrue(
            views.stderr.contains("error: too many views (limit 3 in one snapshot; raise it with --max-views)"),
            views.stderr)
        let pixels = try run(["frame", "scenes/launch.swift", "--time", "0", "-o", png, "--max-pixels", "1000"])
        XCTAssertEqual(pixels.status, 64)
        XCTAssertTrue(pixels.stderr.contains("raise the limit with --max-pixels"), pixels.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
    }
}

/// `--seed` seeds the scene's random numbers: the same seed gives the same bytes, another seed
/// other frames.
final class CLISeedFlagTests: CLITestCase {
    func testTheSeedChoosesTheScenesRandomNumbers() throws {
        let scene = try writeScene(
            "random.swift",
            """
            import SwiftUI

            struct Confetti: View {
                let hues = (0..<12).map { _ in Double.random(in: 0...1) }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<12, id: \\.self) { i in
                            Rectangle().fill(Color(hue: hues[i], saturation: 1, brightness: 1))
                        }
                    }
                }
            }
            """)
        func frame(_ name: String, _ extra: [String]) throws -> Data {
            let png = file(name)
            let result = try run(["frame", scene, "--time", "0", "--scale", "0.25", "-o", png] + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try XCTUnwrap(FileManager.default.contents(atPath: png))
        }
        let seedZero = try frame("default.png", [])
        XCTAssertEqual(try frame("zero.png", ["--seed", "0"]), seedZero, "the default seed is 0")
        let one = try frame("one.png", ["--seed", "1"])
        XCTAssertEqual(try frame("one-again.png", ["--seed", "1"]), one)
        XCTAssertNotEqual(one, seedZero)
        let bad = try run(["frame", scene, "--time", "0", "-o", file("x.png"), "--seed", "-1"])
        XCTAssertEqual(bad.status, 64, bad.stderr)
    }
}

extension CLISceneOptionsTests {
    /// `--dynamic-type-size` is the root's text size: text in a text style takes that size's
    /// point size from Apple's table (body: 14 pt at xSmall, 17 at the default Large, 40 at
    /// accessibility3), seen in the height of capitals (widths also follow San Francisco's
    /// tracking, tighter at display sizes); the environment reads it under both names, UIKit's
    /// traits as a content size category.
    func testDynamicTypeSizeFlagSizesTheRootsText() throws {
        let scene = try writeScene(
            "type.swift",
            """
            import SwiftUI
            struct T: View {
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.sizeCategory) var category
                var body: some View {
                    VStack(spacing: 0) {
                        Text("MMMMMMMM").font(.body).fixedSize()
                        size == .accessibility3 && category == .accessibilityExtraLarge
                            && UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge
                            && UITraitCollection().preferredContentSizeCategory == .accessibilityExtraLarge
                            ? Color.green : Color.red
                    }
                }
            }
            """)
        let out = file("t.png")
        /// The height of the text's black ink in the top half, in pixels, and the colour at the bottom.
        func measure(_ flags: [String]) throws -> (height: Int, colour: [UInt8]) {
            let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "600x300", "--scale", "2"] + flags)
            XCTAssertEqual(r.status, 0, r.stderr)
            let image = try ImageFile.read(path: out)
            let rgba = image.premultipliedRGBA
            var inked: [Int] = []
            for y in 0..<image.height / 2 {
                for x in 0..<image.width
                where rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3].max()! < 128 {
                    inked.append(y)
                }
            }
            let bottom = ((image.height - 5) * image.width + image.width / 2) * 4
            return ((inked.max() ?? 0) - (inked.min() ?? 0) + 1, Array(rgba[bottom..<bottom + 4]))
        }
        let large = try measure([])
        let small = try measure(["--dynamic-type-size", "xSmall"])
        let huge = try measure(["--dynamic-type-size", "ACCESSIBILITY3"])
        XCTAssertEqual(try measure(["--dynamic-type-size", "large"]).height, large.height)
        // Capitals' height goes with the point size (within a pixel's rounding).
        XCTAssertEqual(Double(small.height) / Double(large.height), 14.0 / 17, accuracy: 0.06)
        XCTAssertEqual(Double(huge.height) / Double(large.height), 40.0 / 17, accuracy: 0.06)
        XCTAssertEqual(large.colour, [255, 59, 48, 255])
        XCTAssertEqual(huge.colour, [52, 199, 89, 255])
        let bad = try run(["frame", scene, "--time", "0", "-o", out, "--dynamic-type-size", "huge"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(
            bad.stderr.contains(
                "invalid value 'huge' for '--dynamic-type-size': expected one of xSmall, small, medium, large, "
                    + "xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, "
                    + "accessibility5"), bad.stderr)
    }
}
