import XCTest

@testable import Zoetrope

final class DiagnosticFormatterTests: XCTestCase {
    private func diagnostic(line: Int, column: Int, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(path: "a/b.swift", line: line, column: column, severity: severity, id: "x", message: "boom")
    }

    func testFormatsHeaderSourceLineAndCaret() {
        let source = "first\n  second line\nthird"
        XCTAssertEqual(
            diagnostic(line: 2, column: 5).formatted(source: source),
            "a/b.swift:2:5: error: boom\n  second line\n    ^\n")
    }

    func testTabsBeforeTheColumnAreRepeated() {
        let source = "\t\tx\ty"
        XCTAssertEqual(
            diagnostic(line: 1, column: 5).formatted(source: source), "a/b.swift:1:5: error: boom\n\t\tx\ty\n\t\t \t^\n"
        )
    }

    func testCarriageReturnsAreNotPartOfTheLine() {
        XCTAssertEqual(
            diagnostic(line: 2, column: 1, severity: .warning).formatted(source: "a\r\nbc\r\n"),
            "a/b.swift:2:1: warning: boom\nbc\n^\n")
    }

    func testOutOfRangeLineGivesOnlyTheHeader() {
        XCTAssertEqual(diagnostic(line: 9, column: 1).formatted(source: "a"), "a/b.swift:9:1: error: boom\n")
        XCTAssertEqual(diagnostic(line: 0, column: 0).formatted(source: "a"), "a/b.swift:0:0: error: boom\n")
    }

    func testCaretPastTheEndOfTheLine() {
        XCTAssertEqual(diagnostic(line: 1, column: 4).formatted(source: "ab"), "a/b.swift:1:4: error: boom\nab\n   ^\n")
    }

    /// A compiler message on a line of 10,000 characters shows 160 of them around the caret, the
    /// caret and its marks moved with them.
    func testLongLinesOfCompilerMessagesAreCutAroundTheCaret() {
        let line = String(repeating: "a", count: 5_000) + "bad" + String(repeating: "a", count: 5_000)
        let text = "x.swift:1:5001: error: no\n" + line + "\n" + String(repeating: " ", count: 5_000) + "^~~\n"
        let lines = ZoetropeError.compilerMessages(text).description.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "x.swift:1:5001: error: no")
        XCTAssertEqual(lines[1].count, 162)
        XCTAssertTrue(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"), lines[1])
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) } ?? -1
        XCTAssertEqual(Array(lines[1])[caret...].prefix(3), ["b", "a", "d"])
        XCTAssertTrue(lines[2].hasSuffix("^~~"), lines[2])
    }
}

extension DiagnosticFormatterTests {
    /// A control character the compiler quotes from the source cannot reach the terminal.
    func testControlCharactersInCompilerMessagesAreReplaced() {
        let text = "x.swift:1:1: error: no\nText(\"\u{1B}[2J\")\n^\n"
        XCTAssertEqual(
            ZoetropeError.compilerMessages(text).description, "x.swift:1:1: error: no\nText(\"\u{FFFD}[2J\")\n^\n")
    }
}
