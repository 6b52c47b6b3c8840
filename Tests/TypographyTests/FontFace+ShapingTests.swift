import Dispatch
import Geometry
import XCTest

@testable import Typography

final class FontFaceShapingTests: XCTestCase {
    func testEmptyTextGivesEmptyRunWithTheFaceMetrics() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        XCTAssertEqual(
            face.shape(""),
            GlyphRun(
                glyphs: [], advance: 0, missingCharacters: [], ascent: face.ascent, descent: face.descent,
                lineGap: face.lineGap))
        XCTAssertEqual(face.shape("").lineHeight, face.lineHeight)
        XCTAssertTrue(face.shape("").path(font: face, origin: Point(x: 5, y: 5)).isEmpty)
    }

    func testGlyphsNameTheirFaceAndAdvance() throws {
        // A face without side bearings per character: each glyph starts where the one before ends
        // (the system font moves a glyph by its left bearing, see the spacing test below).
        let face = try FontLibrary.shared.face(fileName: "Inter-Regular.otf", size: 17, package: nil)
        let run = face.shape("AVo")
        XCTAssertTrue(run.glyphs.allSatisfy { $0.face === face })
        XCTAssertEqual(run.glyphs.map(\.advance).reduce(0, +), run.advance, accuracy: 1e-9)
        for (glyph, next) in zip(run.glyphs, run.glyphs.dropFirst()) {
            XCTAssertEqual(glyph.position.x + glyph.advance, next.position.x, accuracy: 1e-9)
        }
        XCTAssertEqual(run.path(origin: Point(x: 2, y: 9)), run.path(font: face, origin: Point(x: 2, y: 9)))
    }

    func testKerningTightensAV() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let pair = face.shape("AV").advance
        let apart = face.shape("A").advance + face.shape("V").advance
        XCTAssertLessThan(pair, apart - 0.1)
    }

    /// A face's side bearings per character move its glyph by the left one and everything after it
    /// by both, on top of the font's kerning and tracking; other characters keep their spacing.
    func testCharacterSpacingAddsSideBearingsAndKeepsKerning() throws {
        let spacing = CharacterSpacing(
            name: "test",
            bearings: ["A": SideBearings(left: 0.1, right: 0.05), "é": SideBearings(left: -0.02, right: 0)])
        let library = FontLibrary.shared
        let plain = try library.face(
            fileName: "Inter-Regular.otf", size: 20, package: nil, adjustment: FaceAdjustment(tracking: 1))
        let spaced = try library.face(
            fileName: "Inter-Regular.otf", size: 20, package: nil,
            adjustment: FaceAdjustment(tracking: 1, spacing: spacing))
        let before = plain.shape("VAVé")
        let after = spaced.shape("VAVé")
        XCTAssertEqual(after.glyphs.count, 4)
        let expectedShift = [0, 2, 3, 3 - 0.4]  // V: nothing; A: its left 2 pt; then A's 3 pt; é: −0.4 pt
        for (index, shift) in expectedShift.enumerated() {
            XCTAssertEqual(after.glyphs[index].position.x, before.glyphs[index].position.x + shift, accuracy: 1e-9)
        }
        XCTAssertEqual(after.glyphs[1].advance, before.glyphs[1].advance + 3, accuracy: 1e-9)
        XCTAssertEqual(after.advance, before.advance + 3 - 0.4, accuracy: 1e-9)
        // The kerning of "VA" and "AV" (their advances below the font's) is still there.
        let unkerned = plain.shape("V").advance + plain.shape("A").advance
        XCTAssertLessThan(before.glyphs[2].position.x - before.glyphs[0].position.x, unkerned)
        XCTAssertEqual(
            after.glyphs[2].position.x - after.glyphs[0].position.x,
            before.glyphs[2].position.x - before.glyphs[0].position.x + 3, accuracy: 1e-9)
    }

    func testGlyphsAdvanceLeftToRightWithClustersInUTF8() throws {
        let face = try FontLibrary.shared.face(fileName: "Inter-Regular.otf", size: 17, package: nil)
        let run = face.shape("Hé!")
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 1, 3])
        XCTAssertEqual(run.glyphs[0].position, .zero)
        XCTAssertEqual(
            run.glyphs[1].position.x, face.shape("H").advance, accuracy: 1e-9)
        XCTAssertEqual(run.glyphs.map(\.position.y), [0, 0, 0])
        XCTAssertLessThan(run.glyphs[2].position.x, run.advance)
        XCTAssertGreaterThan(run.glyphs[2].position.x, run.glyphs[1].position.x)
    }

    func testLigatureTextShapesWithPlausibleAdvance() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        for text in ["fi", "office", "ffi ffl"] {
            let run = face.shape(text)
            let letters = text.map { face.shape(String($0)).advance }.reduce(0, +)
            XCTAssertFalse(run.glyphs.isEmpty, text)
            XCTAssertLessThanOrEqual(run.glyphs.count, text.count, text)
            XCTAssertFalse(run.glyphs.contains { $0.id == 0 }, text)
            XCTAssertEqual(run.advance, letters, accuracy: 0.1 * letters, text)
            XCTAssertEqual(run.glyphs.first?.cluster, 0, text)
            XCTAssertEqual(run.glyphs.map(\.cluster), run.glyphs.map(\.cluster).sorted(), text)
        }
    }

    /// A font file shapes alike at every size (the system font does not: Apple's tracking
    /// changes with the size, see `SanFranciscoMetricsTests`).
    func testShapingIsTheSameAtEverySize() throws {
        let text = "Typography AVA office"
        let small = try FontLibrary.shared.face(fileName: "Inter-Medium.otf", size: 10, package: nil)
        let large = try FontLibrary.shared.face(fileName: "Inter-Medium.otf", size: 15, package: nil)
        let a = small.shape(text)
        let b = large.shape(text)
        XCTAssertEqual(a.glyphs.map(\.id), b.glyphs.map(\.id))
        XCTAssertEqual(a.advance * 1.5, b.advance, accuracy: 1e-9)
        for (g, h) in zip(a.glyphs, b.glyphs) {
            XCTAssertEqual(g.position.x * 1.5, h.position.x, accuracy: 1e-9)
        }
    }

    func testControlCharactersDrawNothingAndAreNotReported() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("a\tb\u{7}")
        XCTAssertEqual(run.glyphs.map(\.cluster), [0, 2])
        XCTAssertEqual(run.missingCharacters, [])
        XCTAssertEqual(run.advance, face.shape("a").advance + face.shape("b").advance, accuracy: 1e-9)
    }

    func testConcurrentShapingMatchesSerialShaping() throws {
        // A fresh library, so loading and outline caching also race.
        let library = FontLibrary()
        let texts = ["Launch", "AVATAR office", "Zoetrope 2.0", "fi fl ffi", "Wavy Type"]
        let weights = [400, 600, 700]
        let expected = try weights.map { weight in
            let face = try FontLibrary().systemFont(size: 17, weight: weight)
            return texts.map { text -> (GlyphRun, Path) in
                let run = face.shape(text)
                return (run, run.path(font: face, origin: Point(x: 3, y: 20)))
            }
        }

        let iterations = 24
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: iterations) { iteration in
            let w = iteration % weights.count
            do {
                let face = try library.systemFont(size: 17, weight: weights[w])
                for (t, text) in texts.enumerated() {
                    let run = face.shape(text)
                    let path = run.path(font: face, origin: Point(x: 3, y: 20))
                    if run != expected[w][t].0 || path != expected[w][t].1 {
                        mismatches.add("iteration \(iteration): \(text) at weight \(weights[w])")
                    }
                }
            } catch {
                mismatches.add("iteration \(iteration): \(error)")
            }
        }
        XCTAssertEqual(mismatches.all, [])
    }
}

/// Failures collected from several threads.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
