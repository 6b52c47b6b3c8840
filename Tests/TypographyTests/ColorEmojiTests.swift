import Geometry
import XCTest

@testable import Typography

final class ColorEmojiTests: XCTestCase {
    func testTheSystemFontDrawsEmojiFromTheColourEmojiFont() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let run = font.shape("🏀")
        XCTAssertEqual(run.missingCharacters, [])
        XCTAssertEqual(run.warnings, [])
        XCTAssertEqual(run.glyphs.count, 1)
        let face = try XCTUnwrap(run.glyphs.first?.face)
        XCTAssertEqual(face.fileName, FontLibrary.emojiFileName)
        XCTAssertTrue(face.hasColorGlyphs)
        XCTAssertFalse(font.hasColorGlyphs)
        // No outline: the emoji is drawn only as its picture.
        XCTAssertTrue(run.path(origin: .zero).isEmpty)
        XCTAssertEqual(run.advance, 20 * 2550 / 2048, accuracy: 1e-9)
    }

    func testAnEmojiPictureIsColouredAndSitsOnTheBaseline() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let pictures = font.shape("🏀").colorGlyphs(origin: Point(x: 10, y: 30))
        XCTAssertEqual(pictures.count, 1)
        let picture = try XCTUnwrap(pictures.first)
        let bitmap = picture.bitmap
        XCTAssertEqual(bitmap.pixels.count, bitmap.width * bitmap.height * 4)
        // Noto's strike is 109 pixels per em, its pictures 136 × 128 with 101 rows above the baseline.
        let pointsPerPixel = 20.0 / 109
        XCTAssertEqual(picture.frame.width, Double(bitmap.width) * pointsPerPixel, accuracy: 1e-9)
        XCTAssertEqual(picture.frame.height, Double(bitmap.height) * pointsPerPixel, accuracy: 1e-9)
        XCTAssertEqual(picture.frame.minX, 10, accuracy: 0.5)
        XCTAssertLessThan(picture.frame.minY, 30)
        XCTAssertGreaterThan(picture.frame.maxY, 30)
        // A basketball is orange: many opaque pixels with much more red than blue.
        var orange = 0
        var opaque = 0
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[index + 3] > 200 {
            opaque += 1
            let red = Int(bitmap.pixels[index])
            let blue = Int(bitmap.pixels[index + 2])
            if red - blue > 100 { orange += 1 }
            // Premultiplied: no channel exceeds alpha.
            XCTAssertLessThanOrEqual(max(red, blue), Int(bitmap.pixels[index + 3]))
        }
        XCTAssertGreaterThan(opaque, bitmap.width * bitmap.height / 4)
        XCTAssertGreaterThan(orange, opaque / 2)
    }

    func testALayoutPlacesEmojiBetweenTheTextAroundThem() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let layout = TextLayout("a🏀b", font: font)
        XCTAssertEqual(layout.warnings, [])
        XCTAssertEqual(layout.colorGlyphs.count, 1)
        let picture = try XCTUnwrap(layout.colorGlyphs.first)
        let a = font.shape("a").advance
        XCTAssertEqual(picture.frame.minX, a, accuracy: 0.5)
        XCTAssertEqual(layout.size.width, a + font.shape("🏀").advance + font.shape("b").advance, accuracy: 0.5)
        // The line holds the picture (Noto's bitmaps reach a few hundredths of a point past its
        // hhea descender).
        XCTAssertGreaterThanOrEqual(picture.frame.minY, 0)
        XCTAssertLessThanOrEqual(picture.frame.maxY, layout.size.height + 0.1)
        XCTAssertFalse(layout.path.isEmpty)
    }

    func testEmojiPresentationPrefersTheColourFont() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        // Inter has a black "❤" (U+2764): drawn from Inter alone, in colour with U+FE0F.
        XCTAssertEqual(font.shape("❤").glyphs.map { $0.face?.fileName }, [font.fileName])
        XCTAssertEqual(font.shape("❤\u{FE0F}").glyphs.map { $0.face?.fileName }, [FontLibrary.emojiFileName])
        XCTAssertEqual(font.shape("❤\u{FE0F}").colorGlyphs(origin: .zero).count, 1)
        // ZWJ sequences, flags and skin tones are one picture each.
        for sequence in ["👨\u{200D}👩\u{200D}👧", "🇫🇷", "👍🏽"] {
            let run = font.shape("a\(sequence)b")
            XCTAssertEqual(run.missingCharacters, [], sequence)
            XCTAssertEqual(run.colorGlyphs(origin: .zero).count, 1, sequence)
            XCTAssertEqual(run.glyphs.map { $0.face?.fileName }.first, font.fileName, sequence)
            XCTAssertEqual(run.glyphs.map { $0.face?.fileName }.last, font.fileName, sequence)
        }
    }

    func testOutlineFontsHaveNoColourGlyphs() throws {
        let font = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        let run = font.shape("a")
        XCTAssertEqual(run.colorGlyphs(origin: .zero), [])
        XCTAssertNil(font.colorGlyph(run.glyphs[0].id))
    }
}
