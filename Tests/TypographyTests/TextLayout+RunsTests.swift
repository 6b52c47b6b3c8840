import Geometry
import XCTest

@testable import Typography

final class TextLayoutRunsTests: XCTestCase {
    private var small: FontFace!
    private var large: FontFace!
    private var bold: FontFace!

    override func setUpWithError() throws {
        small = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        large = try FontLibrary.shared.systemFont(size: 34, weight: 400)
        bold = try FontLibrary.shared.systemFont(size: 17, weight: 700)
    }

    private func run(_ text: String, _ face: FontFace, raised: Double = 0) -> TextLayout.StyledRun {
        TextLayout.StyledRun(text, font: face, baselineOffset: raised)
    }

    func testRunsInOneFaceLayOutAsOneText() {
        let whole = TextLayout("one two three", font: small, maxWidth: small.shape("one two").advance + 1)
        let runs = TextLayout(
            runs: [run("one t", small), run("wo three", small)], maxWidth: small.shape("one two").advance + 1)
        XCTAssertEqual(runs.lines.map(\.text), whole.lines.map(\.text))
        XCTAssertEqual(runs.size.height, whole.size.height, accuracy: 1e-9)
        XCTAssertEqual(runs.lines[0].pieces.map(\.run), [0, 1], "a line across both runs")
    }

    func testMixedSizesShareTheTallestBaseline() {
        let layout = TextLayout(runs: [run("Big ", large), run("small", small)])
        XCTAssertEqual(layout.lines.count, 1)
        let line = layout.lines[0]
        XCTAssertEqual(line.origin.y, large.lineGap / 2 + large.ascent, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, large.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(line.pieces[1].x, large.shape("Big ").advance, accuracy: 1e-9)
        // Both pieces' glyphs sit on the line's baseline.
        XCTAssertEqual(line.pieces[1].glyphs.glyphs.first?.position.y ?? 1, 0, accuracy: 1e-9)
    }

    func testARaisedRunGrowsItsLine() {
        let plain = TextLayout(runs: [run("x", small), run("2", small)])
        let raised = TextLayout(runs: [run("x", small), run("2", small, raised: 6)])
        XCTAssertEqual(raised.size.height, plain.size.height + 6, accuracy: 1e-9)
        XCTAssertEqual(raised.lines[0].pieces[1].glyphs.glyphs[0].position.y, -6, accuracy: 1e-9)
    }

    func testLinesBreakAcrossRunsAtTheirOwnWidths() throws {
        // The larger run is wider: the line holds fewer of its words. (Not the bold one: SF's
        // bold "a" takes hardly more room than its regular one.)
        let larger = try FontLibrary.shared.systemFont(size: 19, weight: 400)
        let width = small.shape("aaaa aaaa aaaa").advance + 0.5
        let plain = TextLayout(runs: [run("aaaa ", small), run("aaaa aaaa aaaa", small)], maxWidth: width)
        let heavier = TextLayout(runs: [run("aaaa ", small), run("aaaa aaaa aaaa", larger)], maxWidth: width)
        XCTAssertEqual(plain.lines.map(\.text), ["aaaa aaaa aaaa", "aaaa"])
        XCTAssertEqual(heavier.lines.map(\.text), ["aaaa aaaa", "aaaa aaaa"])
        XCTAssertEqual(heavier.lines[1].pieces.map(\.run), [1])
    }

    func testTruncationEndsInTheStyleOfTheLastCharacterShown() {
        let layout = TextLayout(
            runs: [run("first ", small), run("second third fourth", bold)],
            maxWidth: small.shape("first secon").advance,
            lineLimit: 1)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertTrue(layout.lines[0].text.hasSuffix("\u{2026}"), layout.lines[0].text)
        XCTAssertEqual(layout.lines[0].pieces.last?.run, 1)
    }

    func testLineBreaksInARunStartNewLines() {
        let layout = TextLayout(runs: [run("a\n", small), run("b", large)])
        XCTAssertEqual(layout.lines.map(\.text), ["a", "b"])
        XCTAssertEqual(layout.lines[1].frame.height, large.lineHeight, accuracy: 1e-9)
    }
}
