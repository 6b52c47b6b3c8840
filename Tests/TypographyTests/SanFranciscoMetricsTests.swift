import Geometry
import XCTest

@testable import Typography

/// Text in the system font takes the room San Francisco takes on iOS: widths and line heights
/// measured in images iOS rendered (snapshot tests' reference PNGs in public repositories) and
/// in public iOS unit tests, against what the system font lays out here.
///
/// Only the numbers are kept, never the images: `scripts/sf-widths.tsv`, each with the repository
/// and file it was measured in (the same table `scripts/fit-sf-spacing.py` fits
/// `SanFranciscoSpacing` to). A frame iOS sized to its text is the text's width rounded up to the
/// screen's pixel grid, so a frame of `pixels` at `scale` says the text is between (pixels − 1) /
/// scale and pixels / scale points wide; an ink extent measured in pixels is within half a pixel.
/// The test allows 1 % beyond that.
final class SanFranciscoMetricsTests: XCTestCase {
    let library = FontLibrary.shared

    /// One measured text: its runs (string, CSS weight) at `size` points, and what iOS gave it.
    struct Measured {
        enum Kind: String {
            /// The frame iOS sized to the text, in pixels at `scale`.
            case frame
            /// The width of the ink iOS drew, in pixels at `scale`.
            case ink
            /// A width in points, exactly.
            case exact
        }
        var kind: Kind
        var value: Double
        var scale: Double
        var size: Double
        var runs: [(String, Int)]
        var source: String

        /// The widths, in points, the measurement allows before the 1 % tolerance.
        var interval: ClosedRange<Double> {
            switch kind {
            case .frame: (value - 1) / scale...value / scale
            case .ink: (value - 0.5) / scale...(value + 0.5) / scale
            case .exact: value...value
            }
        }

        var text: String { runs.map(\.0).joined() }
    }

    /// The measurements of `scripts/sf-widths.tsv`.
    static func widths() throws -> [Measured] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/sf-widths.tsv")
        let table = try String(contentsOf: url, encoding: .utf8)
        var result: [Measured] = []
        for line in table.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("kind\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, let kind = Measured.Kind(rawValue: fields[0]), let value = Double(fields[1]),
                let scale = Double(fields[2]), let size = Double(fields[3])
            else { throw CocoaError(.fileReadCorruptFile, userInfo: ["line": String(line)]) }
            let runs = try fields[4].split(separator: "|").map { run -> (String, Int) in
                guard let at = run.lastIndex(of: "@"), let weight = Int(run[run.index(after: at)...]) else {
                    throw CocoaError(.fileReadCorruptFile, userInfo: ["run": String(run)])
                }
                return (String(run[..<at]), weight)
            }
            result.append(Measured(kind: kind, value: value, scale: scale, size: size, runs: runs, source: fields[5]))
        }
        return result
    }

    /// The share of the measured width the laid-out width may be off by.
    static let widthTolerance = 0.01

    /// The width the system font gives `fact`'s text: its advance, or its ink for an ink extent.
    func width(of fact: Measured) throws -> Double {
        var pen = 0.0
        var inkLeft = Double.infinity
        var inkRight = -Double.infinity
        for (string, weight) in fact.runs {
            let run = try library.systemFont(size: fact.size, weight: weight).shape(string)
            for glyph in run.glyphs {
                guard let face = glyph.face else { continue }
                for polyline in face.path(forGlyph: glyph.id).flattened(tolerance: 0.001) {
                    for point in polyline.points {
                        inkLeft = min(inkLeft, pen + glyph.position.x + point.x)
                        inkRight = max(inkRight, pen + glyph.position.x + point.x)
                    }
                }
            }
            pen += run.advance
        }
        return fact.kind == .ink ? inkRight - inkLeft : pen
    }

    /// At least 30 texts at 6 sizes and 3 weights, every one within 1 % of what iOS gave it.
    func testWidthsMatchIOSWithinOnePercent() throws {
        let facts = try Self.widths()
        XCTAssertGreaterThanOrEqual(Set(facts.map(\.size)).count, 6)
        XCTAssertEqual(Set(facts.flatMap { $0.runs.map(\.1) }), [400, 600, 700])
        var failures: [String] = []
        for fact in facts {
            let width = try width(of: fact)
            let range = fact.interval
            let off = width < range.lowerBound ? range.lowerBound - width : max(0, width - range.upperBound)
            if off > Self.widthTolerance * range.upperBound {
                failures.append(
                    "\(fact.kind) \"\(fact.text)\" at \(fact.size) pt: \(String(format: "%.2f", width)) pt, "
                        + "iOS \(String(format: "%.2f–%.2f", range.lowerBound, range.upperBound)) (\(fact.source))")
            }
        }
        XCTAssert(
            failures.isEmpty,
            "\(failures.count) of \(facts.count) off by more than 1 %:\n" + failures.joined(separator: "\n"))
    }

    /// Texts iOS sized a view to are no wider here, so they do not wrap where iOS does not:
    /// 17-pt "Simple Text" in a view iOS made 88 pt wide (ios-reference pair 12), "Hello, world!"
    /// 95 (pair 04), the headline "Color difference 1%" 157 (pair 09), "SwiftUI" 54.67 (164 px
    /// at 3x), "the" 24.67 (74 px at 3x).
    func testTextsIOSSizedFitTheirFrames() throws {
        let frames: [(String, Int, Double)] = [
            ("Simple Text", 400, 88), ("Hello, world!", 400, 95), ("Color difference 1%", 600, 157),
            ("SwiftUI", 400, 164.0 / 3), ("the", 400, 74.0 / 3),
        ]
        for (text, weight, frame) in frames {
            let width = try library.systemFont(size: 17, weight: weight).shape(text).advance
            XCTAssertLessThanOrEqual(width, frame, text)
            XCTAssertGreaterThan(width, frame - 1, text)
        }
    }

    /// Texts whose frames iOS rounded up to its pixels take as many pixels here, so a view sized
    /// around them is as wide as iOS's to the pixel: 17-pt "Checked" 136 px at 2x (ios-reference
    /// pair 01: 246 px less the symbol's 34, the paddings' 60 and the stack's 16), "SwiftUI" 164 px
    /// and "the" 74 px at 3x, "Hello, world!" 95 px, "Simple Text" 88 px and the headline "Color
    /// difference 1%" 157 px at 1x (pairs 04, 12 and 09).
    func testTextsTakeThePixelsIOSGaveThem() throws {
        let frames: [(text: String, weight: Int, scale: Double, pixels: Double)] = [
            ("Checked", 400, 2, 136), ("SwiftUI", 400, 3, 164), ("the", 400, 3, 74), ("Hello, world!", 400, 1, 95),
            ("Simple Text", 400, 1, 88), ("Color difference 1%", 600, 1, 157),
        ]
        for frame in frames {
            let width = try library.systemFont(size: 17, weight: frame.weight).shape(frame.text).advance
            XCTAssertEqual((width * frame.scale).rounded(.up), frame.pixels, "\(frame.text): \(width) pt")
        }
    }

    /// Capitals are as tall as SF's (1443 of 2048 units), not the stand-in's (Inter's 0.727 em,
    /// Inter Display's 0.719): a 17-pt "N" is 36 px tall at 3x in an iOS 17 snapshot
    /// (Shepherd-Dog/SpeakList, `testTextFieldSnapshot`), and a 40-pt one 85 px; Inter's own are
    /// 37 and 86 px. Letters keep their proportions to the capitals (an "x" stays three quarters
    /// of an "N", as in Inter), and stand on the baseline.
    func testCapitalsAreAsTallAsSanFrancisco() throws {
        for (size, pixels) in [(17.0, 36.0), (40, 85)] {
            for weight in [400, 600, 700] {
                let face = try library.systemFont(size: size, weight: weight)
                let glyph = try XCTUnwrap(face.shape("N").glyphs.first)
                let ink = face.path(forGlyph: glyph.id).controlPointBounds
                XCTAssertEqual(ink.maxY, 0, accuracy: 0.01, "\(size) pt \(weight): on the baseline")
                XCTAssertEqual(ink.height * 3, pixels, accuracy: 0.5, "\(size) pt \(weight)")
            }
        }
        let face = try library.systemFont(size: 17, weight: 400)
        let run = face.shape("Nx")
        let heights = run.glyphs.map { face.path(forGlyph: $0.id).controlPointBounds.height }
        XCTAssertEqual(heights[1] / heights[0], 1536.0 / 2048, accuracy: 0.01, "x-height to cap height as Inter's")
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
        // SF's room per character comes on top (`SanFranciscoSpacing`).
        let spacing = SanFranciscoSpacing.spacing(size: 17, weight: 400, design: .default)
        let room: Double = "SwiftUI".unicodeScalars.map { spacing.bearings(for: $0) }
            .map { bearings -> Double in (bearings.left + bearings.right) * 17 }.reduce(0, +)
        XCTAssertNotEqual(room, 0)
        XCTAssertEqual(tracked, inter + 7 * -0.442 + room, accuracy: 1e-6)
        XCTAssertEqual(face.shape("SwiftUI", options: TextOptions(tracking: 1)).advance, tracked + 7, accuracy: 1e-6)
        let rounded = try library.systemFont(size: 17, weight: 400, design: .rounded).shape("SwiftUI").advance
        XCTAssertEqual(rounded, inter + 7 * 0.374 + room, accuracy: 1e-6)
    }
}

extension FontLibrary {
    /// Inter Regular as its file sets it, without San Francisco's room.
    fileprivate func interFileFace(size: Double) throws -> FontFace {
        try face(fileName: "Inter-Regular.otf", size: size, package: nil)
    }
}
