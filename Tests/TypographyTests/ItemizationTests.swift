import Geometry
import XCTest

@testable import Typography

/// Font fallback as `FontFace.shape(_:)` applies it.
final class ItemizationTests: XCTestCase {
    /// Noto Sans CJK's Hangul syllables' advance, in ems.
    static let hangulAdvance = 0.92

    func testHangulIsShapedWithNotoSansCJK() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("환영합니다")
        XCTAssertEqual(run.glyphs.count, 5)
        XCTAssertEqual(run.glyphs.map { $0.face?.fileName }, Array(repeating: "NotoSansCJK-Regular.ttc", count: 5))
        XCTAssertFalse(run.glyphs.contains { $0.id == 0 })
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 3, 6, 9, 12])
        // Noto Sans CJK's Hangul syllables are 920 units of its 1000-unit em wide.
        XCTAssertEqual(run.advance, 5 * Self.hangulAdvance * 17, accuracy: 1e-9)
        XCTAssertEqual(run.missingCharacters, [])
        let path = run.path(origin: Point(x: 0, y: 20))
        XCTAssertFalse(path.isEmpty)
        let bounds = path.controlPointBounds
        XCTAssertGreaterThan(bounds.width, 4 * 17)
        XCTAssertLessThan(bounds.minY, 20 - 0.6 * 17)  // ink well above the baseline
    }

    func testTheOldPathCallDrawsFallbackGlyphsFromTheirOwnFace() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("A환")
        XCTAssertEqual(run.path(font: face, origin: Point(x: 3, y: 4)), run.path(origin: Point(x: 3, y: 4)))
    }

    /// Chinese and Japanese as iOS sets them in PingFang SC: Han characters and kana full width.
    func testChineseAndJapaneseAreShapedWithNotoSansCJKSC() throws {
        let face = try FontLibrary.shared.systemFont(size: 20, weight: 400)
        for text in ["这是一个新的页面", "ひらがなカタカナ"] {
            let run = face.shape(text)
            XCTAssertEqual(run.missingCharacters, [], text)
            XCTAssertEqual(Set(run.glyphs.map { $0.face?.fileName }), ["NotoSansCJK-Regular.ttc"], text)
            XCTAssertEqual(run.advance, Double(text.count) * 20, accuracy: 1e-9, text)
        }
        // The collection's Simplified Chinese face (its third), not its Japanese one (the first):
        // 直 is drawn differently in the two, so their outlines differ.
        let library = FontLibrary()
        let sc = try library.face(fileName: "NotoSansCJK-Regular.ttc#2", size: 20, package: nil).shape("直")
        let jp = try library.face(fileName: "NotoSansCJK-Regular.ttc", size: 20, package: nil).shape("直")
        let fromSystemFont = face.shape("直")
        XCTAssertEqual(fromSystemFont.path(origin: .zero), sc.path(origin: .zero))
        XCTAssertNotEqual(sc.path(origin: .zero), jp.path(origin: .zero))
    }

    func testSemiboldAndHeavierTextFallsBackToNotoSansCJKBold() throws {
        let expected = [
            400: "NotoSansCJK-Regular.ttc", 500: "NotoSansCJK-Regular.ttc", 600: "NotoSansCJK-Bold.ttc",
            900: "NotoSansCJK-Bold.ttc",
        ]
        for (weight, fileName) in expected {
            let run = try FontLibrary.shared.systemFont(size: 17, weight: weight).shape("한")
            XCTAssertEqual(run.glyphs.map { $0.face?.fileName }, [fileName], "weight \(weight)")
        }
    }

    func testMixedLatinAndHangulUseBothFacesInOrder() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("Hello 환영!")
        XCTAssertEqual(
            run.glyphs.map { $0.face?.fileName },
            Array(repeating: "Inter-Regular.otf", count: 6) + [
                "NotoSansCJK-Regular.ttc", "NotoSansCJK-Regular.ttc", "Inter-Regular.otf",
            ])
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 1, 2, 3, 4, 5, 6, 9, 12])
        XCTAssertFalse(run.glyphs.contains { $0.id == 0 })
        // Each face's stretch starts where the previous one's advance ends; Inter's glyphs are moved
        // by their left bearing (SF's room, `SanFranciscoSpacing`), Noto Sans CJK's are not.
        let bang = SanFranciscoSpacing.spacing(size: 17, weight: 400, design: .default).bearings(for: "!").left * 17
        XCTAssertEqual(run.glyphs[6].position.x, face.shape("Hello ").advance, accuracy: 1e-9)
        XCTAssertEqual(
            run.glyphs[8].position.x, face.shape("Hello ").advance + 2 * Self.hangulAdvance * 17 + bang,
            accuracy: 1e-9)
        XCTAssertEqual(run.advance, run.glyphs[8].position.x - bang + face.shape("!").advance, accuracy: 1e-9)
    }

    func testMixedRunMetricsAreTheLargestOfTheFacesUsed() throws {
        // Nanum Gothic (ascent 0.92 em, descent 0.23 em) with Material Icons (ascent 1 em, descent 0)
        // as its fallback for a private-use icon code point Nanum lacks.
        let library = FontLibrary()
        let face = try library.face(
            fileName: "NanumGothic.ttf", size: 20, package: nil, fallbacks: ["MaterialIcons-Regular.ttf"])
        let latin = face.shape("ab")
        XCTAssertEqual(latin.ascent, 0.92 * 20, accuracy: 1e-9)
        XCTAssertEqual(latin.descent, 0.23 * 20, accuracy: 1e-9)

        let mixed = face.shape("a\u{E88A}")
        XCTAssertEqual(mixed.glyphs.map { $0.face?.fileName }, ["NanumGothic.ttf", "MaterialIcons-Regular.ttf"])
        XCTAssertEqual(mixed.ascent, 1.0 * 20, accuracy: 1e-9)
        XCTAssertEqual(mixed.descent, 0.23 * 20, accuracy: 1e-9)
        XCTAssertEqual(mixed.lineGap, 0)
        XCTAssertEqual(mixed.lineHeight, 1.23 * 20, accuracy: 1e-9)
    }

    func testCharactersNoFontHasAreDroppedAndReportedOnce() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let unassigned: Character = "\u{10FFFD}"  // plane-16 private use: in no installed font
        let run = face.shape("a\(unassigned)b𓀀c\(unassigned)")
        XCTAssertEqual(run.missingCharacters, [unassigned, "𓀀"])
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 5, 10])
        XCTAssertFalse(run.glyphs.contains { $0.id == 0 })
        let letters = ["a", "b", "c"].map { face.shape($0).advance }.reduce(0, +)
        XCTAssertEqual(run.advance, letters, accuracy: 1e-9)
    }

    func testWithoutACJKFontHangulIsReportedMissing() throws {
        let library = FontLibrary(directories: ["/usr/share/fonts/opentype/inter"])
        let run = try library.systemFont(size: 17, weight: 400).shape("A한")
        XCTAssertEqual(run.glyphs.count, 1)
        XCTAssertEqual(run.missingCharacters, ["한"])
    }

    func testCombiningSequenceStaysWithOneFace() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        // e + combining acute: Inter composes it; Hangul jamo sequences compose in Noto Sans CJK.
        let run = face.shape("e\u{301}\u{1112}\u{1161}\u{11AB}")
        XCTAssertEqual(run.missingCharacters, [])
        XCTAssertEqual(run.glyphs.first?.face?.fileName, "Inter-Regular.otf")
        XCTAssertEqual(run.glyphs.last?.face?.fileName, "NotoSansCJK-Regular.ttc")
        XCTAssertFalse(run.glyphs.contains { $0.id == 0 })
    }
}
