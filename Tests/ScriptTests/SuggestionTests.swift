import XCTest

@testable import Script

final class SuggestionTests: XCTestCase {
    func testTyposFindTheirIntendedName() {
        XCTAssertEqual(Suggestion.closest(to: "offest", in: ["frame", "offset", "opacity"]), "offset")
        XCTAssertEqual(Suggestion.closest(to: "blurr", in: ["blur", "bold"]), "blur")
        XCTAssertEqual(Suggestion.closest(to: "Circel", in: ["Capsule", "Circle"]), "Circle")
        XCTAssertEqual(Suggestion.closest(to: "zstack", in: ["HStack", "ZStack"]), "ZStack")
        XCTAssertEqual(Suggestion.closest(to: "whiet", in: SceneGraphNames.colors), "white")
    }

    func testUnrelatedNamesGetNoSuggestion() {
        XCTAssertNil(Suggestion.closest(to: "zebra", in: ["frame", "offset"]))
        // Names this short are too easy to confuse.
        XCTAssertNil(Suggestion.closest(to: "x", in: ["y"]))
        XCTAssertEqual(Suggestion.closest(to: "X", in: ["y", "x"]), "x")
        XCTAssertNil(Suggestion.closest(to: "offset", in: ["offset"]))
    }

    func testEditDistance() {
        func d(_ a: String, _ b: String) -> Int {
            Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10)
        }
        XCTAssertEqual(d("offest", "offset"), 1)
        XCTAssertEqual(d("kitten", "sitting"), 3)
        XCTAssertEqual(d("", "abc"), 3)
        XCTAssertEqual(d("abc", "abc"), 0)
    }
}

private enum SceneGraphNames {
    static let colors = ["black", "blue", "clear", "white", "yellow"]
}
