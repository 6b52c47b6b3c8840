import XCTest

@testable import Typography

final class NameSuggestionTests: XCTestCase {
    func testEditDistance() {
        let cases = [("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("hous", "house", 1)]
        for (a, b, distance) in cases {
            XCTAssertEqual(NameSuggestion.editDistance(Array(a), Array(b)), distance, "\(a) → \(b)")
        }
    }

    func testClosestWithinAThirdOfTheLength() {
        let names = ["bell", "bolt", "house", "house.fill", "star.fill"]
        XCTAssertEqual(NameSuggestion.closest(to: "hous", among: names), "house")
        XCTAssertEqual(NameSuggestion.closest(to: "bel", among: names), "bell")
        XCTAssertEqual(NameSuggestion.closest(to: "ball", among: ["bull", "bell"]), "bell")  // ties: alphabetical
        XCTAssertEqual(NameSuggestion.closest(to: "house.fil", among: names), "house.fill")
        XCTAssertNil(NameSuggestion.closest(to: "car", among: names))
        XCTAssertNil(NameSuggestion.closest(to: "house", among: ["house"]))  // not itself
        XCTAssertNil(NameSuggestion.closest(to: "", among: ["a", "b"]))  // nothing to have mistyped
    }
}
