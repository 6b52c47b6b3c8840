import XCTest

@testable import Typography

final class GlyphRunWarningsTests: XCTestCase {
    func testWarningNamesCodePointAndCharacter() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("x\u{10FFFD}y𓀀")
        XCTAssertEqual(
            run.warnings,
            [
                "no installed font has U+10FFFD '\u{10FFFD}'; the character is not drawn",
                "no installed font has U+13000 '𓀀'; the character is not drawn",
            ])
    }

    func testWarningListsEveryCodePointOfACluster() {
        let run = GlyphRun(missingCharacters: ["👍🏽", "\u{0378}"])
        XCTAssertEqual(
            run.warnings,
            [
                "no installed font has U+1F44D U+1F3FD '👍🏽'; the character is not drawn",
                "no installed font has U+0378 '\u{0378}'; the character is not drawn",
            ])
    }

    func testNoMissingCharactersNoWarnings() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        XCTAssertEqual(face.shape("Hello, 세계").warnings, [])
    }
}
