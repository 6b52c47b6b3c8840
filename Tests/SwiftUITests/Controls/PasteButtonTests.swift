import Geometry
import XCTest

@testable import SwiftUI

/// `PasteButton` is drawn as iOS draws its paste control at rest: a capsule in the accent colour
/// with the clipboard symbol and "Paste" in white.
final class PasteButtonTests: XCTestCase {
    func testAPasteButtonIsAnAccentCapsuleWithWhiteWords() throws {
        let drawn = DrawnView(
            SwiftUI.PasteButton(payloadType: String.self) { _ in }, canvas: Size(width: 200, height: 100))
        let ink = try XCTUnwrap(drawn.inkBounds(), "the button is drawn")
        XCTAssertGreaterThan(ink.width, 2 * ink.height, "a symbol and a word side by side")
        let blue = [0, 122, 255, 255]
        XCTAssertTrue(
            DrawnView.close(drawn.rgba(Int(ink.minX + ink.height / 2), Int(ink.minY) + 2), blue, 2),
            "the capsule in the accent colour")
        XCTAssertEqual(drawn.rgba(Int(ink.minX) + 1, Int(ink.minY) + 1), [0, 0, 0, 0], "its corner is round")
        let middle = Int(ink.midY)
        XCTAssertTrue(
            (Int(ink.minX)..<Int(ink.maxX)).contains { drawn.rgba($0, middle) == [255, 255, 255, 255] },
            "white symbol and words")
    }
}
