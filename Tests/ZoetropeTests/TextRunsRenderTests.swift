import Foundation
import Raster
import SwiftUI
import XCTest

@testable import Zoetrope

/// Texts in runs of their own style, as an iOS file writes them: `Text + Text`, Markdown in a
/// literal, an `AttributedString`.
private struct Runs: View {
    var sample: Int
    var body: some View {
        switch sample {
        case 0: Text("RED").foregroundColor(.red) + Text("BLUE").foregroundColor(.blue)
        case 1: Text("Hello ") + Text("world")
        case 2: Text("Hello ") + Text("world").bold()
        case 3: Text("**Bold**")
        case 4: Text(verbatim: "**Bold**")
        case 5: Text("Bold").bold()
        case 6: Text(highlighted)
        case 7:
            Text("BIG").font(.system(size: 60)).foregroundColor(.red)
                + Text("small").font(.system(size: 20)).foregroundColor(.blue)
        case 8:
            (Text("one two three four ").foregroundColor(.red)
                + Text("five six seven eight").foregroundColor(.blue))
                .frame(width: 150)
        case 9: Text("Visit [Zoetrope](https://example.com) now")
        case 10: Text("Under").underline(color: .red)
        case 11: Text("Plain **\(name)** end")
        case 12: Text("Plain \(name) end")
        case 13: Text(verbatim: "Bold")
        case 14: Text(try! AttributedString(markdown: "**Bold**"))
        default: Text("")
        }
    }

    var name: String { "*x*" }

    var highlighted: AttributedString {
        var string = AttributedString("Hello world")
        if let range = string.range(of: "world") {
            string[range].foregroundColor = .red
        }
        return string
    }
}

final class TextRunsRenderTests: XCTestCase {
    /// The opaque pixels of a sample at 40 pt (60 and 20 for the mixed sizes), sorted by colour.
    private struct Ink {
        var pixels: [(x: Int, y: Int, rgba: [Int])] = []
        func filter(_ isIncluded: ([Int]) -> Bool) -> [(x: Int, y: Int, rgba: [Int])] {
            pixels.filter { isIncluded($0.rgba) }
        }
        var minX: Int { pixels.map(\.x).min() ?? 0 }
        var maxX: Int { pixels.map(\.x).max() ?? 0 }
        var width: Int { maxX - minX }
    }

    static func isRed(_ p: [Int]) -> Bool { p[0] > 200 && p[1] < 120 && p[2] < 120 }
    static func isBlue(_ p: [Int]) -> Bool { p[2] > 200 && p[0] < 80 && p[1] < 170 }
    static func isBlack(_ p: [Int]) -> Bool { p[0] < 60 && p[1] < 60 && p[2] < 60 }

    private func ink(_ sample: Int, size: Double = 40) throws -> Ink {
        var settings = RenderSettings()
        settings.scale = 1
        let image = try loadScene(
            { Runs(sample: sample).font(.system(size: size)) }, path: TestScenes.thisFile, settings: settings
        ).frame(at: 0)
        var ink = Ink()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.a > 200 { ink.pixels.append((x, y, [Int(p.r), Int(p.g), Int(p.b), Int(p.a)])) }
            }
        }
        return ink
    }

    /// The example: each part in its own colour, red left of blue (both were red).
    func testConcatenatedTextsKeepTheirColours() throws {
        let ink = try ink(0)
        let red = ink.filter(Self.isRed)
        let blue = ink.filter(Self.isBlue)
        XCTAssertGreaterThan(red.count, 200, "RED is red")
        XCTAssertGreaterThan(blue.count, 200, "BLUE is blue")
        XCTAssertLessThan(red.map(\.x).max() ?? .max, blue.map(\.x).min() ?? .min, "red ink left of blue ink")
    }

    /// A bold part is heavier and wider than the same part plain (the second part's style was
    /// dropped).
    func testABoldPartIsHeavierThanThePlainOne() throws {
        let plain = try ink(1)
        let bold = try ink(2)
        XCTAssertGreaterThan(bold.width, plain.width + 3, "bold glyphs are wider")
        XCTAssertGreaterThan(Double(bold.pixels.count), Double(plain.pixels.count) * 1.1, "and heavier")
    }

    /// `**Bold**` in a literal is drawn bold without its asterisks, as `Text("Bold").bold()`;
    /// `Text(verbatim:)` keeps them.
    func testMarkdownInALiteralIsDrawnAsIOSDrawsIt() throws {
        let markdown = try ink(3)
        let bold = try ink(5)
        let plain = try ink(13)
        let verbatim = try ink(4)
        XCTAssertEqual(markdown.width, bold.width, "the asterisks are gone")
        XCTAssertEqual(markdown.pixels.count, bold.pixels.count, "the same ink as .bold()")
        XCTAssertGreaterThan(markdown.pixels.count, plain.pixels.count * 11 / 10, "heavier than plain")
        XCTAssertGreaterThan(verbatim.width, plain.width + 30, "verbatim: the asterisks are drawn")
    }

    /// `AttributedString(markdown:)` (which Foundation has not on Linux) is drawn as the
    /// literal's Markdown.
    func testAttributedStringFromMarkdown() throws {
        let attributed = try ink(14)
        let bold = try ink(5)
        XCTAssertEqual(attributed.width, bold.width)
        XCTAssertEqual(attributed.pixels.count, bold.pixels.count)
    }

    /// An `AttributedString` with a red range: "Hello" in the environment's black, "world" red.
    func testAttributedStringRangesKeepTheirColour() throws {
        let ink = try ink(6)
        let red = ink.filter(Self.isRed)
        let black = ink.filter(Self.isBlack)
        XCTAssertGreaterThan(red.count, 200, "world is red")
        XCTAssertGreaterThan(black.count, 200, "Hello is black")
        XCTAssertLessThan(black.map(\.x).max() ?? .max, red.map(\.x).min() ?? .min)
    }

    /// 60-pt and 20-pt runs on one line stand on one baseline (letters without descenders end
    /// on the same row), the large one reaching higher.
    func testMixedSizesShareABaseline() throws {
        let ink = try ink(7)
        let big = ink.filter(Self.isRed)
        let small = ink.filter(Self.isBlue)
        XCTAssertGreaterThan(big.count, 500)
        XCTAssertGreaterThan(small.count, 100)
        let bigBottom = try XCTUnwrap(big.map(\.y).max())
        let smallBottom = try XCTUnwrap(small.map(\.y).max())
        XCTAssertEqual(Double(bigBottom), Double(smallBottom), accuracy: 1, "one baseline")
        XCTAssertLessThan(big.map(\.y).min() ?? 0, (small.map(\.y).min() ?? 0) - 20, "the large run is taller")
        XCTAssertLessThan(big.map(\.x).max() ?? .max, small.map(\.x).min() ?? .min, "side by side")
    }

    /// Two runs wrapped in 150 points: lines break across them ("one two three" red, "four"
    /// red and "five six" blue on one line, "seven eight" blue), every line within the frame.
    func testLinesWrapAcrossRuns() throws {
        let ink = try ink(8, size: 20)
        XCTAssertLessThanOrEqual(ink.width, 150, "within the frame")
        // Lines: bands of inked rows.
        var bands: [ClosedRange<Int>] = []
        for y in Set(ink.pixels.map(\.y)).sorted() {
            if let last = bands.last, y - last.upperBound <= 3 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        XCTAssertEqual(bands.count, 3, "three lines")
        func colours(_ band: ClosedRange<Int>) -> (red: Bool, blue: Bool) {
            let pixels = ink.pixels.filter { band.contains($0.y) }
            return (pixels.contains { Self.isRed($0.rgba) }, pixels.contains { Self.isBlue($0.rgba) })
        }
        guard bands.count == 3 else { return }
        XCTAssertTrue(colours(bands[0]) == (true, false), "the first line red")
        XCTAssertTrue(colours(bands[1]) == (true, true), "the second line red, then blue")
        XCTAssertTrue(colours(bands[2]) == (false, true), "the last line blue")
        let second = ink.pixels.filter { bands[1].contains($0.y) }
        let redEnd = second.filter { Self.isRed($0.rgba) }.map(\.x).max() ?? .max
        XCTAssertLessThan(redEnd, second.filter { Self.isBlue($0.rgba) }.map(\.x).min() ?? .min)
    }

    /// A Markdown link is drawn in the accent colour without an underline.
    func testMarkdownLinksAreAccentColoured() throws {
        let ink = try ink(9)
        let link = ink.filter(Self.isBlue)
        let black = ink.filter(Self.isBlack)
        XCTAssertGreaterThan(link.count, 300, "the link in the accent blue")
        XCTAssertGreaterThan(black.count, 300, "the rest in black")
        // No underline: no row of the link's ink is nearly as wide as the link.
        let linkWidth = (link.map(\.x).max() ?? 0) - (link.map(\.x).min() ?? 0)
        let widest = Dictionary(grouping: link, by: \.y).values.map(\.count).max() ?? 0
        XCTAssertLessThan(widest, linkWidth * 2 / 3)
    }

    /// `.underline(color:)` draws the line in its colour under glyphs in the text's (it took
    /// the text's colour).
    func testUnderlineColour() throws {
        let ink = try ink(10)
        let line = ink.filter(Self.isRed)
        let glyphs = ink.filter(Self.isBlack)
        XCTAssertGreaterThan(glyphs.count, 300)
        let lineWidth = (line.map(\.x).max() ?? 0) - (line.map(\.x).min() ?? 0)
        XCTAssertGreaterThan(lineWidth, ink.width * 9 / 10, "a red line under the word")
        XCTAssertGreaterThan(line.map(\.y).min() ?? 0, glyphs.map(\.y).max() ?? .max, "below the glyphs")
    }

    /// Interpolated values are shown as they are (their asterisks kept), Markdown around them
    /// styles them.
    func testInterpolatedValuesAreNotParsed() throws {
        let bold = try ink(11)
        let plain = try ink(12)
        XCTAssertEqual(
            Double(bold.width), Double(plain.width), accuracy: 12, "the value's asterisks are kept, the literal's go")
        XCTAssertGreaterThan(bold.width, plain.width, "the value is bold")
    }
}
