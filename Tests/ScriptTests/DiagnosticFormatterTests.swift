import XCTest

@testable import Script

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

    func testSceneErrorJoinsDiagnostics() {
        let error = SceneError(diagnostics: [
            diagnostic(line: 1, column: 1), diagnostic(line: 1, column: 2, severity: .note),
        ])
        XCTAssertEqual(
            error.formatted(source: "xy"), "a/b.swift:1:1: error: boom\nxy\n^\na/b.swift:1:2: note: boom\nxy\n ^\n")
    }
}
