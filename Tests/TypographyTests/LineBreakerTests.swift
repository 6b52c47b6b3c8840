import XCTest

@testable import Typography

/// Greedy breaking with every character 1 point wide, so widths are character counts.
final class LineBreakerTests: XCTestCase {
    /// The lines, without their trailing spaces (`trimmedEnd`), or as a layout shows them
    /// (`shownEnd`).
    private func lines(_ text: String, width: Double?, shown: Bool = false) -> [String] {
        let characters = Array(text)
        let breaker = LineBreaker(
            characters: characters, advances: Array(repeating: 1, count: characters.count), maxWidth: width)
        var result: [String] = []
        var start = 0
        repeat {
            let end = breaker.lineEnd(from: start)
            let lineEnd = shown ? breaker.shownEnd(from: start, to: end) : breaker.trimmedEnd(from: start, to: end)
            result.append(String(characters[start..<lineEnd]))
            start = end
        } while start < characters.count
        return result
    }

    func testTakesAsManyWordsAsFitAndHangsSpaces() {
        XCTAssertEqual(lines("aaa bbb ccc dd", width: 7), ["aaa bbb", "ccc dd"])
        XCTAssertEqual(lines("aaa bbb ccc dd", width: 6), ["aaa", "bbb", "ccc dd"])
        XCTAssertEqual(lines("aaa    bbb", width: 3), ["aaa", "bbb"])  // the spaces overflow but hang
    }

    /// Spaces that end the paragraph stay on its last line, as many as fit (SwiftUI's Text
    /// measures them: `Text(" ")` is a space wide); those ending a wrapped line still hang.
    func testSpacesEndingTheParagraphAreShownAsFarAsTheyFit() {
        XCTAssertEqual(lines("aaa bbb  ", width: 20, shown: true), ["aaa bbb  "])
        XCTAssertEqual(lines("aaa bbb  ", width: 8, shown: true), ["aaa bbb "])
        XCTAssertEqual(lines(" ", width: 10, shown: true), [" "])
        XCTAssertEqual(lines("aaa bbb ", width: 5, shown: true), ["aaa", "bbb "])
        XCTAssertEqual(lines("aaa    bbb", width: 3, shown: true), ["aaa", "bbb"])
    }

    func testExactFitStaysOnTheLine() {
        XCTAssertEqual(lines("ab cd", width: 5), ["ab cd"])
        XCTAssertEqual(lines("ab cd", width: 4.999), ["ab", "cd"])
    }

    func testLongWordBreaksBetweenCharacters() {
        XCTAssertEqual(lines("a bcdefghij k", width: 4), ["a", "bcde", "fghi", "j k"])
        XCTAssertEqual(lines("abc", width: 0), ["a", "b", "c"])
    }

    func testBreaksAfterHyphenAndBetweenHangul() {
        XCTAssertEqual(lines("long-term", width: 6), ["long-", "term"])
        XCTAssertEqual(lines("환영합니다", width: 3), ["환영합", "니다"])
    }

    func testUnlimitedWidthIsOneLine() {
        XCTAssertEqual(lines("aaa bbb ccc ", width: nil), ["aaa bbb ccc"])
    }

    func testLeadingSpacesNeverMakeAnEmptyLine() {
        XCTAssertEqual(lines("   abcd ef", width: 2), ["   a", "bc", "d", "ef"])
        XCTAssertEqual(lines("  ab", width: 10), ["  ab"])
    }

    func testEmptyParagraphIsOneEmptyLine() {
        XCTAssertEqual(lines("", width: 10), [""])
    }

    func testTruncationKeepsWhatFitsBeforeTheEllipsis() {
        let characters = Array("abc def ghi")
        let breaker = LineBreaker(
            characters: characters, advances: Array(repeating: 1, count: characters.count), maxWidth: 6)
        XCTAssertEqual(breaker.truncatedEnd(from: 0, ellipsisWidth: 1), 5)  // "abc d…"
        XCTAssertEqual(breaker.truncatedEnd(from: 0, ellipsisWidth: 3), 3)  // "abc…": the space is dropped
        XCTAssertEqual(breaker.truncatedEnd(from: 4, ellipsisWidth: 1), 9)  // "def g…"
        XCTAssertEqual(breaker.truncatedEnd(from: 0, ellipsisWidth: 7), 0)  // only "…"
        let unlimited = LineBreaker(characters: characters, advances: Array(repeating: 1, count: 11), maxWidth: nil)
        XCTAssertEqual(unlimited.truncatedEnd(from: 4, ellipsisWidth: 1), 11)
    }

    /// Head and middle truncation of "abc def ghi" (1 point a character) in 6 points with a
    /// 1-point ellipsis: 5 points for characters.
    func testHeadAndMiddleTruncationKeepWhatFitsAroundTheEllipsis() {
        let characters = Array("abc def ghi")
        let breaker = LineBreaker(
            characters: characters, advances: Array(repeating: 1, count: characters.count), maxWidth: 6)
        // Head: the last 5, "f ghi", shown "…f ghi".
        XCTAssertEqual(breaker.truncatedEnds(ellipsisWidth: 1, middle: false)?.head, 0)
        XCTAssertEqual(breaker.truncatedEnds(ellipsisWidth: 1, middle: false)?.tail, 6)
        // Middle: the first 2 (half of 5), then the last 3: "ab…ghi".
        XCTAssertEqual(breaker.truncatedEnds(ellipsisWidth: 1, middle: true)?.head, 2)
        XCTAssertEqual(breaker.truncatedEnds(ellipsisWidth: 1, middle: true)?.tail, 8)
        // With 3 points for characters, head keeps "ghi"; in 8 points, middle keeps "abc" and
        // then " ghi" fits its 4 points, but the space next to the ellipsis is left out: "abc…ghi".
        XCTAssertEqual(breaker.truncatedEnds(ellipsisWidth: 3, middle: false)?.tail, 8)
        let wider = LineBreaker(
            characters: characters, advances: Array(repeating: 1, count: characters.count), maxWidth: 8)
        XCTAssertEqual(wider.truncatedEnds(ellipsisWidth: 1, middle: true)?.head, 3)
        XCTAssertEqual(wider.truncatedEnds(ellipsisWidth: 1, middle: true)?.tail, 8)
        XCTAssertNil(
            LineBreaker(characters: characters, advances: Array(repeating: 1, count: 11), maxWidth: nil)
                .truncatedEnds(ellipsisWidth: 1, middle: true))
    }
}
