import Geometry
import XCTest

@testable import Typography

/// Tracking, line spacing and tabular figures (`TextOptions`), as SwiftUI's text modifiers set them.
final class TextOptionsTests: XCTestCase {
    var face: FontFace!

    override func setUpWithError() throws {
        face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
    }

    func testTrackingAddsAfterEveryGlyphAndMovesEachOneOn() {
        let plain = face.shape("Hello")
        let tracked = face.shape("Hello", options: TextOptions(tracking: 2.5))
        XCTAssertEqual(tracked.glyphs.count, 5)
        XCTAssertEqual(tracked.advance, plain.advance + 5 * 2.5, accuracy: 1e-9)
        for (index, (a, b)) in zip(plain.glyphs, tracked.glyphs).enumerated() {
            XCTAssertEqual(b.position.x, a.position.x + Double(index) * 2.5, accuracy: 1e-9)
            XCTAssertEqual(b.advance, a.advance + 2.5, accuracy: 1e-9)
        }
        // Negative tracking tightens.
        XCTAssertEqual(
            face.shape("Hello", options: TextOptions(tracking: -1)).advance, plain.advance - 5, accuracy: 1e-9)
    }

    /// Line breaking counts the tracking: a width that holds the plain words on one line does
    /// not hold the tracked ones.
    func testTrackedTextBreaksWhereItNoLongerFits() {
        let width = face.shape("one two").advance + 1
        XCTAssertEqual(TextLayout("one two", font: face, maxWidth: width).lines.count, 1)
        let tracked = TextLayout("one two", font: face, maxWidth: width, options: TextOptions(tracking: 3))
        XCTAssertEqual(tracked.lines.map(\.text), ["one", "two"])
    }

    func testLineSpacingGoesBetweenLinesOnly() {
        let plain = TextLayout("a\nb\nc", font: face)
        let spaced = TextLayout("a\nb\nc", font: face, options: TextOptions(lineSpacing: 10))
        XCTAssertEqual(spaced.size.height, plain.size.height + 20, accuracy: 1e-9)
        XCTAssertEqual(spaced.lines[2].origin.y, plain.lines[2].origin.y + 20, accuracy: 1e-9)
        XCTAssertEqual(
            TextLayout("a", font: face, options: TextOptions(lineSpacing: 10)).size, TextLayout("a", font: face).size)
    }

    /// Inter's default figures are proportional ("1" narrower than "8"); `tnum` makes them one width.
    func testTabularFiguresGiveEveryDigitOneWidth() {
        XCTAssertLessThan(face.shape("1111").advance, face.shape("8888").advance - 1)
        let tabular = TextOptions(tabularFigures: true)
        XCTAssertEqual(
            face.shape("1111", options: tabular).advance, face.shape("8888", options: tabular).advance, accuracy: 1e-9)
        XCTAssertEqual(face.shape("Hello", options: tabular).advance, face.shape("Hello").advance, accuracy: 1e-9)
    }
}
