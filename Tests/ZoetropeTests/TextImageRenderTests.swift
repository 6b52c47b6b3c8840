import Foundation
import Raster
import SwiftUI
import XCTest

@testable import Zoetrope

/// Images set in text as iOS sets them: `Text(Image(systemName:))`, a symbol interpolated in a
/// literal, `Text(image) + Text("…")`.
private struct InlineImages: View {
    var sample: Int
    var body: some View {
        switch sample {
        case 0: Text(Image(systemName: "star.fill")).foregroundColor(.red)
        case 1:
            Text(Image(systemName: "star.fill")).foregroundColor(.red) + Text(" 4.8").foregroundColor(.blue)
        case 2: Text("\(Image(systemName: "star.fill")) 4.8").foregroundColor(.red)
        case 3: Text(" 4.8").foregroundColor(.red)
        case 4:
            (Text("one two three ").foregroundColor(.blue) + Text(Image(systemName: "star.fill")).foregroundColor(.red))
                .frame(width: 200)
        case 5: Text("one two three ").foregroundColor(.blue).frame(width: 200)
        case 6:
            Text(Image(systemName: "star.fill")).font(.system(size: 80)).foregroundColor(.red)
                + Text(" 4.8").foregroundColor(.blue)
        default: Text("")
        }
    }
}

final class TextImageRenderTests: XCTestCase {
    /// The opaque pixels of a sample drawn at 40 pt, at 1x on the plain canvas.
    private struct Ink {
        var pixels: [(x: Int, y: Int, rgba: [Int])] = []
        func bounds(_ isIncluded: ([Int]) -> Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
            let chosen = pixels.filter { isIncluded($0.rgba) }
            guard !chosen.isEmpty else { return nil }
            return (
                chosen.map(\.x).min()!, chosen.map(\.x).max()!, chosen.map(\.y).min()!, chosen.map(\.y).max()!
            )
        }
    }

    static func isRed(_ p: [Int]) -> Bool { p[0] > 200 && p[1] < 120 && p[2] < 120 }
    static func isBlue(_ p: [Int]) -> Bool { p[2] > 200 && p[0] < 80 && p[1] < 170 }

    private func ink(_ sample: Int) throws -> Ink {
        var settings = RenderSettings()
        settings.scale = 1
        let image = try loadScene(
            { InlineImages(sample: sample).font(.system(size: 40)) }, path: TestScenes.thisFile,
            settings: settings
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

    /// `Text(Image(systemName:))` draws the symbol in the text's colour, about as tall as the
    /// font's capitals (a 40-pt star is some 30 pt tall and wide).
    func testASymbolInTextIsDrawnInTheTextsColour() throws {
        let star = try XCTUnwrap(try ink(0).bounds(Self.isRed), "the star is drawn in red")
        XCTAssertEqual(Double(star.maxY - star.minY), 32, accuracy: 8, "as tall as a 40-pt capital, about")
        XCTAssertEqual(Double(star.maxX - star.minX), 33, accuracy: 8, "a star as wide as it is tall, about")
    }

    /// `Text(image) + Text(" 4.8")`: the symbol comes first, standing on the digits' baseline
    /// (its bottom with theirs, give or take the point of a star), its top near the digits'.
    func testASymbolStandsOnTheBaselineBeforeTheText() throws {
        let ink = try ink(1)
        let star = try XCTUnwrap(ink.bounds(Self.isRed), "the star is drawn")
        let digits = try XCTUnwrap(ink.bounds(Self.isBlue), "the digits are drawn")
        XCTAssertLessThan(star.maxX, digits.minX, "the star is before the digits")
        XCTAssertEqual(Double(star.maxY), Double(digits.maxY), accuracy: 3, "on the digits' baseline")
        XCTAssertEqual(Double(star.minY), Double(digits.minY), accuracy: 5, "about as tall as the digits")
    }

    /// An image interpolated in a literal is set in its place: the line is the star plus
    /// " 4.8", as wide as the star and the digits side by side.
    func testAnInterpolatedSymbolTakesItsPlaceInTheLine() throws {
        let line = try XCTUnwrap(try ink(2).bounds(Self.isRed))
        let digits = try XCTUnwrap(try ink(3).bounds(Self.isRed))
        let star = try XCTUnwrap(try ink(0).bounds(Self.isRed))
        XCTAssertEqual(
            Double(line.maxX - line.minX), Double(digits.maxX - digits.minX + star.maxX - star.minX), accuracy: 16,
            "the star and the digits side by side, a space between")
        XCTAssertGreaterThan(line.maxX - line.minX, digits.maxX - digits.minX + 20, "wider than the digits alone")
    }

    /// A symbol wraps with the text: after three words that fill a 200-pt line it goes to the
    /// next line, below them.
    func testASymbolWrapsWithTheText() throws {
        let ink = try ink(4)
        let words = try XCTUnwrap(ink.bounds(Self.isBlue))
        let star = try XCTUnwrap(ink.bounds(Self.isRed))
        let alone = try XCTUnwrap(try self.ink(5).bounds(Self.isBlue))
        XCTAssertGreaterThan(alone.maxY - alone.minY, 60, "the words take two lines of 200 pt")
        XCTAssertGreaterThan(star.minY, words.minY + 30, "the star is below the first line")
    }

    /// A symbol takes its run's font: at 80 pt it is twice as tall as at 40, and the line grows
    /// to hold it, sharing the baseline with the 40-pt digits.
    func testASymbolTakesItsRunsFont() throws {
        let ink = try ink(6)
        let star = try XCTUnwrap(ink.bounds(Self.isRed))
        let digits = try XCTUnwrap(ink.bounds(Self.isBlue))
        let small = try XCTUnwrap(try self.ink(0).bounds(Self.isRed))
        XCTAssertEqual(Double(star.maxY - star.minY), 2 * Double(small.maxY - small.minY), accuracy: 6)
        // A star's lower points reach a little below the baseline, as SF's do, by some 5 % of its size.
        XCTAssertEqual(Double(star.maxY), Double(digits.maxY), accuracy: 7, "one baseline")
    }
}
