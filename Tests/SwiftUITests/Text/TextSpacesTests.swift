import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Spaces in texts keep their width, as on iOS: a text of spaces between two others, and the
/// spaces that end a text. (They used to hang as at the end of a wrapped line, so a text offered
/// a width lost them: `HStack { Text("Evaluating"); Text(" "); Text("Sentence") }` read
/// "EvaluatingSentence".)
final class TextSpacesTests: XCTestCase {
    /// The width of `text` at its ideal size (offered no width).
    private func idealWidth(_ text: String) -> Double? {
        LaidOutView(SwiftUI.Text(text).fixedSize()).frame(text)?.width
    }

    func testATextOfOneSpaceIsASpaceWide() throws {
        let row = LaidOutView(
            SwiftUI.HStack(spacing: 0) {
                SwiftUI.Text("Evaluating")
                SwiftUI.Text(" ")
                SwiftUI.Text("Sentence")
            })
        let space = try XCTUnwrap(row.frame(" "))
        let ideal = try XCTUnwrap(idealWidth(" "))
        XCTAssertGreaterThan(ideal, 2, "a 17-pt space is a few points wide")
        XCTAssertEqual(space.width, ideal, accuracy: 1e-9)
        let before = try XCTUnwrap(row.frame("Evaluating"))
        let after = try XCTUnwrap(row.frame("Sentence"))
        XCTAssertEqual(after.minX - before.maxX, ideal, accuracy: 1e-9, "the words stand a space apart")
    }

    func testTrailingSpacesOfASingleLineAreMeasured() throws {
        let column = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Text("Trailing   ")
                SwiftUI.Text("Trailing")
            })
        let spaced = try XCTUnwrap(column.frame("Trailing   "))
        let plain = try XCTUnwrap(column.frame("Trailing"))
        let space = try XCTUnwrap(idealWidth(" "))
        XCTAssertEqual(spaced.width, try XCTUnwrap(idealWidth("Trailing   ")), accuracy: 1e-9)
        XCTAssertGreaterThan(space, 2, "a 17-pt space is a few points wide")
        // Each of the widths is rounded up to a pixel of a 3x screen (a third of a point): three
        // spaces measured one by one may come to a point more than the three in a row.
        XCTAssertEqual(spaced.width - plain.width, 3 * space, accuracy: 4.0 / 3, "three spaces wider")
    }

    func testSpacesEndingAWrappedLineStillHang() throws {
        // "Hello" and "world" on two lines: the space between them takes no width, so the text
        // is as wide as its wider word, not one space wider.
        let hello = try XCTUnwrap(idealWidth("Hello"))
        let world = try XCTUnwrap(idealWidth("world"))
        let wrapped = LaidOutView(SwiftUI.Text("Hello world").frame(width: max(hello, world) + 1))
        let frame = try XCTUnwrap(wrapped.frame("Hello world"))
        XCTAssertEqual(frame.width, max(hello, world), accuracy: 0.5)
    }
}
