import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// The modifiers that style text: weight, colour, italic, underline, tracking, case, line
/// spacing and limits, alignment, truncation — on a `Text` and on any view, for the text inside.
final class TextStyleTests: XCTestCase {
    private let t = SwiftUI.Text("Text")

    func testStylesApplyTogether() {
        let styled = LaidOutView(t.font(.headline).fontWeight(.black).foregroundColor(.red).bold())
        XCTAssertEqual(styled.color(ofText: "Text"), SwiftUI.Color.red.resolved)
        XCTAssertEqual(styled.frame("Text")?.height, LaidOutView(t.font(.headline)).frame("Text")?.height)
        assertDifferentDrawing(t.font(.headline).fontWeight(.black).bold(), t.font(.headline))
        assertSameDrawing(t.bold(false), t)
        assertSameDrawing(t.font(nil).fontWeight(nil), t)
    }

    func testForegroundStyleIsAColourOrAStyle() {
        XCTAssertEqual(
            LaidOutView(t.foregroundStyle(SwiftUI.Color.blue)).color(ofText: "Text"), SwiftUI.Color.blue.resolved)
        XCTAssertEqual(LaidOutView(t.foregroundStyle(ForegroundStyle())).color(ofText: "Text"), .black)
    }

    func testTextModifiersChangeTheDrawing() throws {
        assertDifferentDrawing(t.italic(), t)
        assertDifferentDrawing(t.underline(), t)
        assertDifferentDrawing(t.strikethrough(), t)
        let ones = LaidOutView(SwiftUI.Text("1111").monospacedDigit()).frame("1111")?.width ?? 0
        XCTAssertEqual(
            ones, LaidOutView(SwiftUI.Text("0000").monospacedDigit()).frame("0000")?.width ?? -1, "digits of one width")
        XCTAssertLessThan(LaidOutView(SwiftUI.Text("1111")).frame("1111")?.width ?? 0, ones - 5, "proportional digits")
        assertSameDrawing(t.italic(false), t)
        assertSameDrawing(t.strikethrough(false), t)
        let width = try XCTUnwrap(LaidOutView(t).frame("Text")?.width)
        XCTAssertEqual(LaidOutView(t.tracking(2)).frame("Text")?.width ?? 0, width + 8, accuracy: 2.01)
        XCTAssertEqual(LaidOutView(t.kerning(-1)).frame("Text")?.width ?? 0, width - 4, accuracy: 1.01)
        let ink = try XCTUnwrap(DrawnView(t).inkBounds())
        XCTAssertEqual(DrawnView(t.baselineOffset(3)).inkBounds()?.minY ?? 0, ink.minY - 3, accuracy: 2)
        assertSameDrawing(SwiftUI.Text("abc").textCase(.uppercase), SwiftUI.Text("ABC"))
        assertSameDrawing(
            SwiftUI.VStack { SwiftUI.Text("abc") }.italic(), SwiftUI.VStack { SwiftUI.Text("abc").italic() })
    }

    private let lines = SwiftUI.Text("several words on a few lines")

    func testLineSpacingAndLimits() throws {
        let narrow = { (view: SwiftUI.AnyView) in
            LaidOutView(view.frame(width: 60)).frame("several words on a few lines")?.height ?? 0
        }
        let all = narrow(SwiftUI.AnyView(lines))
        let two = narrow(SwiftUI.AnyView(lines.lineLimit(2)))
        XCTAssertLessThan(two, all)
        XCTAssertEqual(narrow(SwiftUI.AnyView(lines.lineLimit(2).lineLimit(nil))), two, "the limit set inside wins")
        XCTAssertGreaterThan(narrow(SwiftUI.AnyView(lines.lineSpacing(4))), all + 4)
    }

    /// Alignment and truncation set on a container reach the text inside.
    func testAlignmentAndTruncation() {
        let aligned = lines.multilineTextAlignment(.trailing).frame(width: 60)
        assertDifferentDrawing(aligned, lines.frame(width: 60))
        assertSameDrawing(
            SwiftUI.VStack { lines.frame(width: 60) }.multilineTextAlignment(.center),
            SwiftUI.VStack { lines.multilineTextAlignment(.center).frame(width: 60) })
        let cut = lines.lineLimit(1).frame(width: 60)
        assertDifferentDrawing(lines.lineLimit(1).truncationMode(.middle).frame(width: 60), cut)
        assertSameDrawing(
            SwiftUI.VStack { cut }.truncationMode(.head),
            SwiftUI.VStack { lines.lineLimit(1).truncationMode(.head).frame(width: 60) })
        assertDifferentDrawing(SwiftUI.VStack { cut }.truncationMode(.head), cut)
    }
}
