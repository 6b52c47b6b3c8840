import XCTest

@testable import Typography

/// Hebrew and Arabic: drawn from DejaVu Sans (the system font's fallback for scripts Inter and
/// Nanum lack), shaped right to left.
final class RightToLeftTextTests: XCTestCase {
    func testHebrewShapesRightToLeftFromDejaVu() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let run = font.shape("שלום")
        XCTAssertTrue(run.missingCharacters.isEmpty, "\(run.missingCharacters)")
        XCTAssertEqual(run.glyphs.count, 4)
        // Visual order, left to right: the last letter (ם, cluster 6) first.
        XCTAssertEqual(run.glyphs.map(\.cluster), [6, 4, 2, 0])
        XCTAssertEqual(run.glyphs.first?.face?.fileName, "DejaVuSans.ttf")
        let xs = run.glyphs.map(\.position.x)
        XCTAssertEqual(xs, xs.sorted(), "positions still run left to right")
    }

    func testArabicJoinsAndEachCharacterKeepsItsAdvance() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 700)
        let text = "مرحبا"
        let run = font.shape(text)
        XCTAssertTrue(run.missingCharacters.isEmpty, "\(run.missingCharacters)")
        XCTAssertEqual(run.glyphs.first?.face?.fileName, "DejaVuSans-Bold.ttf")
        // Joined forms are other glyphs than the letters alone.
        let alone = text.map { font.shape(String($0)).glyphs.first?.id }
        XCTAssertNotEqual(Array(run.glyphs.map(\.id).reversed()), alone.compactMap { $0 })
        // Falling clusters still give each character its own advance, summing to the run's.
        let advances = TextLayout.characterAdvances(Array(text), run)
        XCTAssertEqual(advances.reduce(0, +), run.advance, accuracy: 1e-9)
        XCTAssertTrue(advances.allSatisfy { $0 > 0 }, "\(advances)")
    }

    func testAnEmbeddedHebrewWordStaysInPlaceInLatinText() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let run = font.shape("a שלום b")
        XCTAssertTrue(run.missingCharacters.isEmpty)
        // "a" leftmost and "b" rightmost; the Hebrew letters between them, last letter first.
        XCTAssertEqual(run.glyphs.first?.cluster, 0)
        XCTAssertEqual(run.glyphs.last?.cluster, 11)
    }
}

/// Text as San Francisco sets it: Inter's contextual alternates are off.
final class SanFranciscoFeaturesTests: XCTestCase {
    func testTypedCharactersStayWhatWasTyped() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        for text in ["3x4", "->", "0x1F"] {
            let run = font.shape(text)
            let alone = text.map { font.shape(String($0)).glyphs.map(\.id) }.flatMap { $0 }
            XCTAssertEqual(run.glyphs.map(\.id), alone, "\(text): each character its own glyph")
        }
    }

    /// SF's raised colon between figures is the one alternate kept: "9:41" takes Inter's
    /// contextual colon, "a:b" the plain one.
    func testAColonBetweenFiguresIsRaised() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let plain = try XCTUnwrap(font.shape(":").glyphs.first?.id)
        XCTAssertNotEqual(font.shape("9:41").glyphs[1].id, plain, "between figures: the raised colon")
        XCTAssertEqual(font.shape("a:b").glyphs[1].id, plain, "between letters: the plain colon")
    }
}
