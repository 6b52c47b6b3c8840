import Geometry
import XCTest

@testable import Typography

final class TextLayoutTests: XCTestCase {
    private var face: FontFace!

    override func setUpWithError() throws {
        face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
    }

    private func width(_ text: String) -> Double { face.shape(text).advance }

    func testBreaksBetweenWordsAtTheGivenWidth() {
        let layout = TextLayout(
            "The quick brown fox jumps over the lazy dog", font: face, maxWidth: width("The quick brown") + 0.5)
        XCTAssertEqual(layout.lines.map(\.text), ["The quick brown", "fox jumps over", "the lazy dog"])
        XCTAssertEqual(layout.size.width, width("The quick brown"), accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 3 * face.lineHeight, accuracy: 1e-9)
        XCTAssertFalse(layout.isTruncated)
    }

    func testBaselinesStackByLineHeight() {
        let layout = TextLayout("one two three", font: face, maxWidth: width("three") + 1)
        XCTAssertEqual(layout.lines.map(\.text), ["one", "two", "three"])
        for (index, line) in layout.lines.enumerated() {
            XCTAssertEqual(line.origin.x, 0)
            XCTAssertEqual(
                line.origin.y, Double(index) * face.lineHeight + face.lineGap / 2 + face.ascent, accuracy: 1e-9)
            XCTAssertEqual(line.frame.minY, Double(index) * face.lineHeight, accuracy: 1e-9)
            XCTAssertEqual(line.frame.height, face.lineHeight, accuracy: 1e-9)
            XCTAssertEqual(line.frame.width, width(line.text), accuracy: 1e-9)
        }
    }

    func testHyphenatedWordBreaksAfterTheHyphen() {
        let layout = TextLayout("long-term", font: face, maxWidth: width("long-term") - 0.5)
        XCTAssertEqual(layout.lines.map(\.text), ["long-", "term"])
    }

    func testHangulBreaksBetweenSyllables() {
        let layout = TextLayout("환영합니다", font: face, maxWidth: width("환영합") + 0.5)
        XCTAssertEqual(layout.lines.map(\.text), ["환영합", "니다"])
        XCTAssertEqual(
            layout.lines[0].run.glyphs.map { $0.face?.fileName },
            Array(repeating: "NotoSansCJK-Regular.ttc", count: 3))
    }

    func testWordLongerThanTheLineBreaksBetweenCharacters() {
        let m = width("M")
        let layout = TextLayout("a MMMMMMMMMM b", font: face, maxWidth: 5 * m + 0.5 * m)
        XCTAssertEqual(layout.lines.map(\.text), ["a", "MMMMM", "MMMMM", "b"])
    }

    func testNewlinesWithoutAWidth() {
        let layout = TextLayout("one\ntwo\r\nthree  \n", font: face)
        XCTAssertEqual(layout.lines.map(\.text), ["one", "two", "three  ", ""])
        XCTAssertEqual(layout.size.width, width("three  "), accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 4 * face.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[3].run.glyphs, [])
    }

    func testInfiniteWidthIsNoLimit() {
        let text = "The quick brown fox"
        XCTAssertEqual(TextLayout(text, font: face, maxWidth: .infinity), TextLayout(text, font: face))
        XCTAssertEqual(TextLayout(text, font: face).lines.map(\.text), [text])
    }

    func testEmptyTextHasNoLines() {
        let layout = TextLayout("", font: face, maxWidth: 100, fillsWidth: true)
        XCTAssertEqual(layout.lines, [])
        XCTAssertEqual(layout.size, .zero)
        XCTAssertTrue(layout.path.isEmpty)
    }

    func testAlignmentOffsets() {
        let wide = width("Hello there")
        let narrow = width("Hi")
        let text = "Hi\nHello there"
        let leading = TextLayout(text, font: face, alignment: .leading)
        let center = TextLayout(text, font: face, alignment: .center)
        let trailing = TextLayout(text, font: face, alignment: .trailing)
        XCTAssertEqual(leading.lines.map(\.origin.x), [0, 0])
        XCTAssertEqual(center.lines[0].origin.x, (wide - narrow) / 2, accuracy: 1e-9)
        XCTAssertEqual(center.lines[1].origin.x, 0, accuracy: 1e-9)
        XCTAssertEqual(trailing.lines[0].origin.x, wide - narrow, accuracy: 1e-9)
        XCTAssertEqual(trailing.lines[1].origin.x, 0, accuracy: 1e-9)
        XCTAssertEqual(center.size.width, wide, accuracy: 1e-9)
    }

    func testFillingTheWidthAlignsWithinIt() {
        let layout = TextLayout("Hi", font: face, maxWidth: 200, alignment: .trailing, fillsWidth: true)
        XCTAssertEqual(layout.size.width, 200)
        XCTAssertEqual(layout.lines[0].origin.x, 200 - width("Hi"), accuracy: 1e-9)
        XCTAssertEqual(TextLayout("Hi", font: face, fillsWidth: true).size.width, width("Hi"), accuracy: 1e-9)
    }

    func testLineLimitTruncatesTheLastLineWithAnEllipsis() {
        let maxWidth = width("The quick brown") + 0.5
        let layout = TextLayout(
            "The quick brown fox jumps over the lazy dog", font: face, maxWidth: maxWidth, lineLimit: 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines[0].text, "The quick brown")
        let last = layout.lines[1].text
        XCTAssertTrue(last.hasSuffix("…"), last)
        let shown = String(last.dropLast())
        XCTAssertTrue("fox jumps over the lazy dog".hasPrefix(shown), last)
        XCTAssertLessThanOrEqual(layout.lines[1].run.advance, maxWidth)
        // One more character would not have fitted.
        let longer = String("fox jumps over the lazy dog".prefix(shown.count + 1))
        XCTAssertGreaterThan(width(longer + "…"), maxWidth)
        XCTAssertEqual(layout.size.height, 2 * face.lineHeight, accuracy: 1e-9)
    }

    func testTruncationKeepsExactlyWhatFits() {
        let maxWidth = width("MMMM") + width("…") + 0.5 * width("M")
        let layout = TextLayout("MMMMMMMMMM", font: face, maxWidth: maxWidth, lineLimit: 1)
        XCTAssertEqual(layout.lines.map(\.text), ["MMMM…"])
    }

    /// `.truncationMode(.head)` and `.middle` on one line; with two lines they cut the tail.
    func testHeadAndMiddleTruncation() {
        let maxWidth = width("MMMM") + width("…") + 0.5 * width("M")
        func shown(_ text: String, _ mode: TextOptions.Truncation, lineLimit: Int = 1) -> [String] {
            TextLayout(
                text, font: face, maxWidth: maxWidth, lineLimit: lineLimit, options: TextOptions(truncation: mode)
            ).lines.map(\.text)
        }
        let head = shown("ABCDEFGHIJ", .head)[0]
        XCTAssertTrue(head.hasPrefix("…") && "ABCDEFGHIJ".hasSuffix(head.dropFirst()), head)
        XCTAssertLessThanOrEqual(width(head), maxWidth)
        XCTAssertGreaterThan(width("…" + "ABCDEFGHIJ".suffix(head.count)), maxWidth)  // one more would not fit
        XCTAssertEqual(shown("MMMMMMMMMN", .head), ["…MMMN"])
        XCTAssertEqual(shown("NMMMMMMMMM", .middle), ["NM…MM"])
        XCTAssertEqual(shown("MMMMMMMMMM", .tail), ["MMMM…"])
        // Two lines allowed: the tail is cut whatever the mode.
        XCTAssertEqual(shown("MMM MMM MMM MMM", .head, lineLimit: 2).last?.last, "…")
        // Text that fits is not cut.
        XCTAssertEqual(shown("MM", .middle), ["MM"])
    }

    func testLineLimitWithNewlinesEllipsizesTheLastShownLine() {
        XCTAssertEqual(TextLayout("a\nb\nc", font: face, lineLimit: 2).lines.map(\.text), ["a", "b…"])
        XCTAssertEqual(TextLayout("a \nb", font: face, lineLimit: 1).lines.map(\.text), ["a…"])
        let exact = TextLayout("a\nb", font: face, lineLimit: 2)
        XCTAssertEqual(exact.lines.map(\.text), ["a", "b"])
        XCTAssertFalse(exact.isTruncated)
        XCTAssertEqual(TextLayout("a\nb", font: face, lineLimit: 0).lines.map(\.text), ["a…"])
    }

    func testPathHoldsEveryLinesGlyphsAtItsBaseline() {
        let layout = TextLayout("Hi 환영\nthere", font: face, alignment: .center)
        var expected = Path()
        for line in layout.lines { expected.addPath(line.run.path(origin: line.origin)) }
        XCTAssertEqual(layout.path, expected)
        let bounds = layout.path.controlPointBounds
        XCTAssertGreaterThanOrEqual(bounds.minY, 0)
        XCTAssertLessThanOrEqual(bounds.maxY, layout.size.height)
        XCTAssertGreaterThanOrEqual(bounds.minX, 0)
        XCTAssertLessThanOrEqual(bounds.maxX, layout.size.width)
    }

    func testMissingCharactersAreReported() {
        let layout = TextLayout("ok 𓀀\nfine", font: face, maxWidth: 100)
        XCTAssertEqual(layout.missingCharacters, ["𓀀"])
        XCTAssertEqual(layout.warnings, ["no installed font has U+13000 '𓀀'; the character is not drawn"])
        XCTAssertEqual(layout.lines.map(\.text), ["ok 𓀀", "fine"])
    }
}
