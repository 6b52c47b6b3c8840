import Foundation
import SwiftUI
import XCTest

@testable import Zoetrope

/// Text modifiers as drawn: each variant of one word against the plain word, in pixels.
private struct Styled: View {
    var style: Int
    var body: some View {
        let word = Text("Hamburgefonstiv").font(.system(size: 40))
        switch style {
        case 1: word.italic()
        case 2: word.underline()
        case 3: word.strikethrough()
        case 4: word.tracking(6)
        case 5: word.textCase(.uppercase)
        case 6: word.lineLimit(1).frame(width: 150)
        case 7: word.lineLimit(1).minimumScaleFactor(0.3).frame(width: 150)
        case 8: word.lineLimit(1).minimumScaleFactor(0.9).frame(width: 150)
        default: word
        }
    }
}

final class TextStyleRenderTests: XCTestCase {
    /// The inked pixels of the word: their bounding box and, per row, how many.
    private struct Ink {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        var rows: [Int: Int] = [:]
        /// The leftmost inked x of each row.
        var rowStarts: [Int: Int] = [:]
    }

    private func ink(style: Int) throws -> Ink {
        var settings = RenderSettings()
        settings.scale = 1
        let image = try loadScene({ Styled(style: style) }, settings: settings).frame(at: 0)
        var ink = Ink()
        for y in 0..<image.height {
            for x in 0..<image.width where image.bytes[(y * image.width + x) * 4 + 3] > 128 {
                ink.minX = min(ink.minX, x)
                ink.maxX = max(ink.maxX, x)
                ink.minY = min(ink.minY, y)
                ink.maxY = max(ink.maxY, y)
                ink.rows[y, default: 0] += 1
                ink.rowStarts[y] = min(ink.rowStarts[y] ?? .max, x)
            }
        }
        return ink
    }

    func testEachModifierChangesTheWordAsNamed() throws {
        let plain = try ink(style: 0)
        let width = plain.maxX - plain.minX
        // Italic: as tall, leaning right: the top rows start further right than the plain ones.
        let italic = try ink(style: 1)
        XCTAssertEqual(Double(italic.maxY - italic.minY), Double(plain.maxY - plain.minY), accuracy: 1)
        // The "H"'s stem, 18 px apart: upright in the plain word, leaning by 0.2 × 18 in italics.
        func lean(_ ink: Ink) -> Int { (ink.rowStarts[ink.minY + 2] ?? 0) - (ink.rowStarts[ink.minY + 20] ?? 0) }
        XCTAssertEqual(Double(lean(plain)), 0, accuracy: 1)
        XCTAssertEqual(Double(lean(italic)), 3.6, accuracy: 1)
        // Underline: a row below the baseline inked across the word (the plain word's fullest
        // rows, the x-height's, hold about half of it).
        let underline = try ink(style: 2)
        let underlined = try XCTUnwrap(underline.rows.max { $0.value < $1.value })
        XCTAssertGreaterThan(underlined.value, width * 95 / 100)
        XCTAssertGreaterThan(underlined.key, plain.rows.max { $0.value < $1.value }?.key ?? .max)
        XCTAssertLessThan(plain.rows.values.max() ?? .max, width * 2 / 3)
        // Strikethrough: a row inside the x-height inked across the word, through the letters.
        let struck = try ink(style: 3)
        let fullest = try XCTUnwrap(struck.rows.max { $0.value < $1.value })
        XCTAssertGreaterThan(fullest.value, width * 95 / 100)
        XCTAssertLessThan(fullest.key, underlined.key - 5)
        XCTAssertGreaterThan(fullest.key, plain.minY + 5)
        // Tracking 6 after each of 15 characters: the ink is 14 × 6 wider (the last one's
        // tracking is after its ink); centred in the screen, it grows both ways.
        let tracked = try ink(style: 4)
        XCTAssertEqual(Double(tracked.maxX - tracked.minX), Double(width + 14 * 6), accuracy: 2)
        // Uppercase: capitals are wider than the lowercase letters.
        let upper = try ink(style: 5)
        XCTAssertGreaterThan(upper.maxX - upper.minX, width + 20)
    }

    /// A word twice too wide for its 150-point frame on one line: cut short with "…" without
    /// the modifier; set at about half its size with a factor of 0.3, filling the width; at the
    /// factor (0.9 of its size, and cut short) when even that does not fit. Sizes are compared
    /// by the height of the "H"'s left stem (the rows inked at the ink's left edge).
    func testMinimumScaleFactorShrinksTextToFitItsWidth() throws {
        func stem(_ ink: Ink) -> Double { Double(ink.rowStarts.values.filter { $0 <= ink.minX + 1 }.count) }
        let plain = try ink(style: 0)
        let cut = try ink(style: 6)
        let shrunk = try ink(style: 7)
        let least = try ink(style: 8)
        XCTAssertEqual(stem(cut) / stem(plain), 1, accuracy: 0.04)
        XCTAssertLessThanOrEqual(cut.maxX - cut.minX, 150)
        // About 150 / 287 of the plain size: the ink fills the width to within its slack.
        XCTAssertLessThanOrEqual(shrunk.maxX - shrunk.minX, 150)
        XCTAssertGreaterThan(shrunk.maxX - shrunk.minX, 140)
        XCTAssertEqual(stem(shrunk) / stem(plain), 150 / Double(plain.maxX - plain.minX), accuracy: 0.07)
        XCTAssertEqual(stem(least) / stem(plain), 0.9, accuracy: 0.06)
        XCTAssertLessThanOrEqual(least.maxX - least.minX, 150)
    }
}
