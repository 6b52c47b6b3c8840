import XCTest

@testable import Script

final class LexerTests: XCTestCase {
    private func kinds(_ source: String) -> [Token.Kind] {
        var lexer = Lexer(source: source)
        return lexer.tokenize().map(\.kind)
    }

    private func errors(_ source: String) -> [String] {
        var lexer = Lexer(source: source)
        _ = lexer.tokenize()
        return lexer.errors.map { "\($0.position.line):\($0.position.column): \($0.message.text)" }
    }

    func testIdentifiersKeywordsAndPunctuation() {
        XCTAssertEqual(
            kinds("let x = self.y ?? z"),
            [
                .keyword(.let), .identifier("x"), .symbol("="), .keyword(.self), .punctuation(.dot),
                .identifier("y"), .symbol("??"), .identifier("z"), .endOfFile,
            ])
        XCTAssertEqual(
            kinds("@State #Preview `default` $0"),
            [
                .attribute("State"), .directive("Preview"), .identifier("default"), .identifier("$0"), .endOfFile,
            ])
        XCTAssertEqual(
            kinds("a ? b : c"),
            [
                .identifier("a"), .punctuation(.question), .identifier("b"), .punctuation(.colon), .identifier("c"),
                .endOfFile,
            ])
    }

    func testNumbers() {
        XCTAssertEqual(
            kinds("1_000 0xFF 0b101 0o17 2.5 1e3 1.5e-2 7"),
            [
                .integer(1000), .integer(255), .integer(5), .integer(15), .float(2.5), .float(1000), .float(0.015),
                .integer(7), .endOfFile,
            ])
        // `1.description` is a member access, not a malformed float.
        XCTAssertEqual(kinds("1.x"), [.integer(1), .punctuation(.dot), .identifier("x"), .endOfFile])
    }

    func testNumberErrors() {
        XCTAssertEqual(errors("99999999999999999999"), ["1:1: integer literal '99999999999999999999' is too large"])
        XCTAssertEqual(errors("12abc"), ["1:1: invalid number literal '12abc'"])
        XCTAssertEqual(errors("0xZZ"), ["1:1: invalid number literal '0xZZ'"])
    }

    func testOperators() {
        XCTAssertEqual(
            kinds("a+=1; b != -c && !d || e...f ..< g -> h"),
            [
                .identifier("a"), .symbol("+="), .integer(1), .punctuation(.semicolon), .identifier("b"),
                .symbol("!="), .symbol("-"), .identifier("c"), .symbol("&&"), .symbol("!"), .identifier("d"),
                .symbol("||"), .identifier("e"), .symbol("..."), .identifier("f"), .symbol("..<"), .identifier("g"),
                .symbol("->"), .identifier("h"), .endOfFile,
            ])
    }

    func testCommentsIncludingNestedBlockComments() {
        XCTAssertEqual(
            kinds("a // line\n/* outer /* inner */ still */ b"), [.identifier("a"), .identifier("b"), .endOfFile])
        XCTAssertEqual(errors("a /* never closed"), ["1:3: unterminated '/*' comment"])
    }

    func testStringsWithEscapesAndInterpolation() throws {
        XCTAssertEqual(kinds(#""a\n\t\"\\\u{1F600}""#), [.string([.text("a\n\t\"\\😀")]), .endOfFile])
        let tokens = kinds(#""w = \(width * 2)!""#)
        guard case .string(let segments) = tokens.first else { return XCTFail("not a string: \(tokens)") }
        XCTAssertEqual(segments.count, 3)
        XCTAssertEqual(segments.first, .text("w = "))
        XCTAssertEqual(segments.last, .text("!"))
        guard case .interpolation(let inner) = segments[1] else { return XCTFail("no interpolation") }
        XCTAssertEqual(inner.map(\.kind), [.identifier("width"), .symbol("*"), .integer(2), .endOfFile])
        XCTAssertEqual(inner.first?.position, SourcePosition(line: 1, column: 8))
    }

    func testMultilineString() {
        let source = "\"\"\"\n    one\n      two\n    \"\"\""
        XCTAssertEqual(kinds(source), [.string([.text("one"), .text("\n"), .text("  two")]), .endOfFile])
    }

    func testStringErrors() {
        XCTAssertEqual(errors("\"abc\nx"), ["1:1: unterminated string literal"])
        XCTAssertEqual(errors(#""a\q""#), [#"1:3: invalid escape sequence '\q' in string literal"#])
        XCTAssertEqual(errors(#""\(x"#), ["1:1: unterminated string literal"])
    }

    func testUnexpectedCharacterIsReportedOncePerLineAndSkipped() {
        XCTAssertEqual(errors("a ¢ ¢\nb ¢"), ["1:3: unexpected character '¢'", "2:3: unexpected character '¢'"])
        XCTAssertEqual(kinds("a ¢ b"), [.identifier("a"), .identifier("b"), .endOfFile])
    }

    func testPositionsAndWhitespaceFlags() {
        var lexer = Lexer(source: "ab\n\t  .cd(x)\u{00A0}-y")
        let tokens = lexer.tokenize()
        XCTAssertEqual(tokens.map(\.position.line), [1, 2, 2, 2, 2, 2, 2, 2, 2])
        XCTAssertEqual(tokens.map(\.position.column), [1, 4, 5, 7, 8, 9, 11, 12, 13])
        XCTAssertEqual(tokens.map(\.isAtLineStart), [true, true, false, false, false, false, false, false, false])
        // A non-breaking space (pasted from a web page) is whitespace: `-` is a prefix operator.
        XCTAssertEqual(tokens[6].kind, .symbol("-"))
        XCTAssertTrue(tokens[6].hasSpaceBefore)
        XCTAssertFalse(tokens[6].hasSpaceAfter)
        XCTAssertEqual(tokens[0].end, SourcePosition(line: 1, column: 3))
    }
}
