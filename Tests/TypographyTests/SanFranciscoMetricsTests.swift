import XCTest

@testable import Typography

/// Text in the system font takes the room San Francisco takes on iOS: widths and line heights
/// measured in images iOS rendered (snapshot tests' reference PNGs in public repositories) and
/// in public iOS unit tests, against what the system font lays out here.
///
/// Only the numbers are kept, never the images. A frame iOS sized to its text is the text's width
/// rounded up to the screen's pixel grid, so a width of `pixels` at `scale` says the text is
/// between (pixels − 1) / scale and pixels / scale points wide; the test allows 1 % beyond that.
final class SanFranciscoMetricsTests: XCTestCase {
    let library = FontLibrary.shared

    /// One measured text: its runs (string, CSS weight) at `size` points, the frame iOS gave it
    /// (`pixels` wide at `scale`, or an exact width in points when `scale` is 0), and where.
    struct Measured {
        var runs: [(String, Int)]
        var size: Double
        var pixels: Double
        var scale: Double
        var source: String
        /// The share of the width the laid-out width may be off by beyond `interval`.
        var tolerance = SanFranciscoMetricsTests.widthTolerance

        /// The widths, in points, the measurement allows before the 1 % tolerance.
        var interval: ClosedRange<Double> {
            scale == 0 ? pixels...pixels : (pixels - 1) / scale...pixels / scale
        }
    }

    static let paulzExample = "paulz/SwiftUI-snapshot-testing Example/ApplicationTests/Snapshots/example.png"
    static let textBuilder = "davdroman/TextBuilder @85b32a8 Tests/TextBuilderTests/__Snapshots__"
    static let traits =
        "pointfreeco/swift-snapshot-testing @a3650f0 Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits"

    /// Widths iOS laid out (iOS 11–18; 17 pt is `.body` and `.headline`).
    static let widths: [Measured] = [
        Measured(runs: [("SwiftUI", 400)], size: 17, pixels: 55, scale: 1, source: paulzExample + " @5cd4166"),
        Measured(runs: [("SwiftUI", 400)], size: 17, pixels: 164, scale: 3, source: paulzExample + " @cda79c6"),
        Measured(runs: [("Hello World!", 700)], size: 17, pixels: 292, scale: 3, source: paulzExample + " @a4ed720"),
        Measured(
            runs: [("Hello, world!", 400)], size: 17, pixels: 95, scale: 1,
            source: "paulz/ViewSnapshots @911a213 AppTests/Snapshots/ContentView.1.png (127 px less 2 × 16 padding)"),
        Measured(
            runs: [("Simple Text", 400)], size: 17, pixels: 88, scale: 1,
            source:
                "paulz/SwiftUI-snapshot-testing @ae0086f Example/ApplicationTests/Snapshots/SimpleView.png (120 − 32)"),
        Measured(
            runs: [("Color difference 1%", 600)], size: 17, pixels: 157, scale: 1,
            source: "paulz/ViewSnapshots @d6f997c AppTests/Snapshots/SmallColorDifferenceView.1.png (headline)"),
        Measured(
            runs: [("amet, consectetur", 400)], size: 17, pixels: 278, scale: 2,
            source: textBuilder + "/TextBuilderTests/testMultilineTextBuilder.iOS.png (widest line)"),
        Measured(
            runs: [("Loremipsum dolor", 400), ("sit", 700), ("amet, consectetur", 400)], size: 17, pixels: 591,
            scale: 2, source: textBuilder + "/TextBuilderTests/testBasicTextBuilder.iOS.png"),
        Measured(
            runs: [("Lorem ipsum dolor ", 400), ("sit", 700), (" amet, consectetur", 400)], size: 17, pixels: 617,
            scale: 2, source: textBuilder + "/TextBuilderTests/testSpacedTextBuilder.iOS.png"),
        Measured(
            runs: [("Lorem ", 400), ("sit", 700), (" amet, consectetur 1 2 3", 400)], size: 17, pixels: 511,
            scale: 2, source: textBuilder + "/TextBuilderTests/testComplexTextBuilder.iOS.png"),
        Measured(
            runs: [("Welcome to Point-Free!", 700)], size: 22, pixels: 485, scale: 2,
            source: "pointfreeco/episode-code-samples @ef4d720 xyzw-snapshot-testing/SnapshotTestingTests/"
                + "__Snapshots__/SnapshotTestingTests/testView.png (UILabel, systemFont(ofSize: 22, weight: .bold), "
                + "sizeToFit, iOS 12)"),
        // UILabels of text styles at the Large content size (iPad) and at Medium (iPhone 8:
        // headline and body 16 pt, subheadline 14): swift-snapshot-testing's testTraits, recorded
        // 2024-05 (iOS 17), frames from its recursiveDescription snapshots, at 3x.
        Measured(runs: [("What's", 600)], size: 17, pixels: 169, scale: 3, source: traits + ".ipad-mini.txt"),
        Measured(
            runs: [("the", 400)], size: 17, pixels: 74, scale: 3, source: traits + ".ipad-mini.txt",
            // Inter's "t", "h" and "e" together are 0.33 pt wider than SF's: a difference of
            // letters that no factor for all text removes.
            tolerance: 0.015),
        Measured(runs: [("point", 400)], size: 17, pixels: 116, scale: 3, source: traits + ".ipad-mini.txt"),
        Measured(runs: [("?", 400)], size: 15, pixels: 23, scale: 3, source: traits + ".ipad-mini.txt"),
        Measured(runs: [("What's", 600)], size: 16, pixels: 161, scale: 3, source: traits + ".iphone-8.txt"),
        Measured(runs: [("the", 400)], size: 16, pixels: 71, scale: 3, source: traits + ".iphone-8.txt"),
        Measured(runs: [("point", 400)], size: 16, pixels: 111, scale: 3, source: traits + ".iphone-8.txt"),
        Measured(runs: [("?", 400)], size: 14, pixels: 22, scale: 3, source: traits + ".iphone-8.txt"),
        Measured(
            runs: [("This is a test string", 400)], size: 17, pixels: 144.09326171875, scale: 0,
            source: "FloorplanBTests/NSAttributedString+.swift (2017, iOS 11): minimalSize of systemFont(ofSize: 17)"),
    ]

    /// The share of the measured width the laid-out width may be off by.
    static let widthTolerance = 0.01

    func testWidthsMatchIOSWithinOnePercent() throws {
        var failures: [String] = []
        for fact in Self.widths {
            var width = 0.0
            for (string, weight) in fact.runs {
                width += try library.systemFont(size: fact.size, weight: weight).shape(string).advance
            }
            let range = fact.interval
            let off = width < range.lowerBound ? range.lowerBound - width : max(0, width - range.upperBound)
            let allowed = fact.tolerance * range.upperBound
            if off > allowed {
                let text = fact.runs.map(\.0).joined()
                failures.append(
                    "\"\(text)\" at \(fact.size) pt: \(String(format: "%.2f", width)) pt, iOS \(range) (\(fact.source))"
                )
            }
        }
        XCTAssert(
            failures.isEmpty,
            "\(failures.count) of \(Self.widths.count) off by more than 1 %:\n" + failures.joined(separator: "\n"))
    }

    /// A line of 17-pt text is 20.287109375 pt tall (SF Pro's ascender 1950 and descender 494 of
    /// 2048 units; asserted in the unit test above), and iOS rounds frames up to pixels: 21 px at
    /// 1x ("SwiftUI", "Hello, world!" less padding), 41 px at 2x (TextBuilder's one-line
    /// snapshots), 61 px at 3x ("SwiftUI" and "Hello World!" at 3x).
    func testLineHeightIsSanFrancisco() throws {
        for weight in [400, 600, 700] {
            let face = try library.systemFont(size: 17, weight: weight)
            XCTAssertEqual(face.lineHeight, 20.287109375, accuracy: 0.0005, "weight \(weight)")
            for (scale, pixels) in [(1.0, 21.0), (2, 41), (3, 61)] {
                XCTAssertEqual((face.lineHeight * scale).rounded(.up), pixels, "weight \(weight) at \(scale)x")
            }
        }
        let title = try library.systemFont(size: 34, weight: 400)
        XCTAssertEqual(title.ascent, 34 * 1950 / 2048, accuracy: 1e-9)
        XCTAssertEqual(title.descent, 34 * 494 / 2048, accuracy: 1e-9)
        XCTAssertEqual(title.lineGap, 0)
    }

    /// Line heights iOS gave single-line UILabels of the title1 style at every content size
    /// (25 to 58 pt), at 3x: SF's line height, 2444/2048 of the size, rounded up to the pixel
    /// (swift-snapshot-testing @a3650f0, testTraitsWithViewController.label-*.txt), and of
    /// headline, body and subheadline at 14 to 17 pt (testTraits.ipad-mini and .iphone-8).
    func testLineHeightsMatchIOSAtEverySize() throws {
        let heights: [(size: Double, points: Double)] = [
            (25, 30), (26, 31.3333), (27, 32.3333), (28, 33.6667), (30, 36), (32, 38.3333), (34, 40.6667),
            (38, 45.6667), (43, 51.3333), (48, 57.3333), (53, 63.3333), (58, 69.3333), (14, 17), (15, 18),
            (16, 19.3333), (17, 20.3333),
        ]
        for (size, points) in heights {
            let face = try library.systemFont(size: size, weight: 400)
            let drawn = (face.lineHeight * 3).rounded(.up) / 3
            XCTAssertEqual(drawn, points, accuracy: 0.5, "\(size) pt")
            XCTAssertEqual(drawn, points, accuracy: 0.001, "\(size) pt: the same pixel")
        }
    }

    /// Apple's tracking per size: −0.44 pt at 17 pt (−26 thousandths), nothing at 12 pt,
    /// loosened below; SF Pro Display's from 20 pt (+0.38 at 20, +0.36 at 28); SF Pro Rounded
    /// looser, New York tighter, SF Mono untracked.
    func testTrackingFollowsAppleTables() {
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 17, design: .default), -0.442, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 12, design: .default), 0)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 11, design: .default), 0.066, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 19, design: .default), -0.456, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 19.5, design: .default), -0.468, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 20, design: .default), 0.38, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 28, design: .default), 0.364, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 100, design: .default), 0)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 17.5, design: .default), -25.5 / 1000 * 17.5, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 17, design: .rounded), 0.374, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 17, design: .serif), -0.068, accuracy: 1e-9)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: 17, design: .monospaced), 0)
        XCTAssertEqual(SanFranciscoMetrics.tracking(size: .nan, design: .default), 0)
    }

    /// The tracking reaches the glyphs: each advance of the system font is Inter's own plus
    /// Apple's tracking for the size, and the text's own tracking comes on top.
    func testSystemFontIsTrackedPerSize() throws {
        let face = try library.systemFont(size: 17, weight: 400)
        let plain = try XCTUnwrap(FontLibrary.shared.interFileFace(size: 17))
        let tracked = face.shape("SwiftUI").advance
        let inter = plain.shape("SwiftUI").advance
        XCTAssertEqual(tracked, inter + 7 * -0.442, accuracy: 1e-6)
        XCTAssertEqual(face.shape("SwiftUI", options: TextOptions(tracking: 1)).advance, tracked + 7, accuracy: 1e-6)
        let rounded = try library.systemFont(size: 17, weight: 400, design: .rounded).shape("SwiftUI").advance
        XCTAssertEqual(rounded, inter + 7 * 0.374, accuracy: 1e-6)
    }
}

extension FontLibrary {
    /// Inter Regular as its file sets it, without San Francisco's room.
    fileprivate func interFileFace(size: Double) throws -> FontFace {
        try face(fileName: "Inter-Regular.otf", size: size, package: nil)
    }
}
