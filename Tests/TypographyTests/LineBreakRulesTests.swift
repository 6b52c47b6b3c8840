import XCTest

@testable import Typography

final class LineBreakRulesTests: XCTestCase {
    /// The opportunities in `text`: "|" where a line may break.
    private func marked(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        for (index, character) in characters.enumerated() {
            if index > 0,
                LineBreakRules.canBreak(
                    between: characters[index - 1], and: character,
                    beforeBefore: index >= 2 ? characters[index - 2] : nil)
            {
                out += "|"
            }
            out.append(character)
        }
        return out
    }

    func testBreaksAfterSpacesNotBefore() {
        XCTAssertEqual(marked("one two  three"), "one |two  |three")
    }

    func testNoBreakSpacesJoin() {
        XCTAssertEqual(marked("10\u{00A0}km and\u{202F}more"), "10\u{00A0}km |and\u{202F}more")
    }

    func testBreaksAfterHyphensAndDashes() {
        XCTAssertEqual(marked("well-known e\u{2014}mail a\u{2013}b"), "well-|known |e\u{2014}|mail |a\u{2013}|b")
    }

    func testHyphenBeforeDigitsAndWordInitialHyphenStayAttached() {
        XCTAssertEqual(marked("x-5 -y --z a--b"), "x-5 |-y |--z |a--b")
    }

    func testHangulAndHanBreakBetweenCharacters() {
        XCTAssertEqual(marked("환영합니다"), "환|영|합|니|다")
        XCTAssertEqual(marked("漢字かな"), "漢|字|か|な")
        XCTAssertEqual(marked("A환B"), "A|환|B")
    }

    func testCJKPunctuationRules() {
        XCTAssertEqual(marked("「日本」です。"), "「日|本」|で|す。")
        XCTAssertEqual(marked("ちょっと"), "ちょっ|と")
        XCTAssertEqual(marked("안녕, 세계!"), "안|녕, |세|계!")
    }

    func testLineSeparatorsAreNotBreakingSpaces() {
        XCTAssertFalse(LineBreakRules.isBreakingSpace("\n"))
        XCTAssertTrue(LineBreakRules.isBreakingSpace(" "))
        XCTAssertTrue(LineBreakRules.isBreakingSpace("\u{3000}"))
        XCTAssertFalse(LineBreakRules.isBreakingSpace("\u{00A0}"))
    }
}
