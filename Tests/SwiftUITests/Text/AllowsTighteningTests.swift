import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.allowsTightening(true)`: a line at most 5 % wider than its width is set tighter, whole,
/// instead of truncated (UIKit's default tightening factor); a wider one is truncated.
final class AllowsTighteningTests: XCTestCase {
    private let words = SwiftUI.Text("Tighten this line")

    /// The glyph outlines of the text in `view`.
    private func glyphs(_ view: some SwiftUI.View) throws -> Geometry.Path {
        var found: Geometry.Path?
        LaidOutView(view).root.forEach { node in
            if found == nil, case .text(let text) = node.content { found = text.glyphs }
        }
        return try XCTUnwrap(found)
    }

    private func naturalWidth() throws -> Double {
        try XCTUnwrap(LaidOutView(words.fixedSize()).frame("Tighten this line")).width
    }

    func testALineSlightlyTooWideIsTightenedWhole() throws {
        let natural = try naturalWidth()
        let whole = try glyphs(words.fixedSize())
        let width = natural * 0.97
        let tight = try glyphs(words.lineLimit(1).allowsTightening(true).frame(width: width))
        XCTAssertEqual(tight.elements.count, whole.elements.count, "every letter, no ellipsis")
        XCTAssertLessThanOrEqual(tight.controlPointBounds.width, width + 0.01)
        let cut = try glyphs(words.lineLimit(1).frame(width: width))
        XCTAssertNotEqual(cut.elements.count, whole.elements.count, "truncated without it")
        XCTAssertEqual(
            try glyphs(words.lineLimit(1).allowsTightening(false).frame(width: width)).elements.count,
            cut.elements.count)
    }

    /// Beyond 5 % the line is truncated as without tightening; a line that fits is unchanged.
    func testTooWideIsTruncatedAndAFittingLineIsUnchanged() throws {
        let natural = try naturalWidth()
        let width = natural * 0.9
        XCTAssertEqual(
            try glyphs(words.lineLimit(1).allowsTightening(true).frame(width: width)),
            try glyphs(words.lineLimit(1).frame(width: width)))
        XCTAssertEqual(
            try glyphs(words.lineLimit(1).allowsTightening(true).frame(width: natural + 10)),
            try glyphs(words.lineLimit(1).frame(width: natural + 10)))
    }
}
