import Foundation
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// The Markdown of a `Text` literal: which characters are shown and in which style, drawn as
/// the same text styled by modifiers is (`TextRunsRenderTests` checks the styles' pixels).
final class InlineMarkdownTests: XCTestCase {
    private typealias T = SwiftUI.Text

    func testEmphasisCodeStrikethroughAndLinks() {
        assertSameDrawing(T("**Bold**"), T("Bold").bold())
        assertDifferentDrawing(T("**Bold**"), T(verbatim: "Bold"))
        assertSameDrawing(T("a *b* c"), T("a ") + T("b").italic() + T(" c"))
        assertDifferentDrawing(T("a *b* c"), T(verbatim: "a b c"))
        assertSameDrawing(T("_b_"), T("b").italic())
        assertSameDrawing(T("`x*y*`"), T(verbatim: "x*y*").fontDesign(.monospaced))
        assertSameDrawing(T("~~gone~~"), T("gone").strikethrough())
        assertSameDrawing(T("[Site](https://example.com)!"), T("Site").foregroundColor(.accentColor) + T("!"))
        assertSameDrawing(T("***both***"), T("both").bold().italic())
        assertSameDrawing(T("*a **b** c*"), T("a ").italic() + T("b").bold().italic() + T(" c").italic())
    }

    func testTextThatIsNoMarkdownIsShownAsWritten() {
        for literal: LocalizedStringKey in [
            "5 * 3 = 15", "snake_case_name", "a[0] = 1", "~5 min", "**open", "\\*not\\*", "line\nbreak",
        ] {
            let expected = literal == "\\*not\\*" ? "*not*" : literal.text
            XCTAssertEqual(LaidOutView(T(literal)).texts, [expected], literal.text)
            assertSameDrawing(T(literal), T(verbatim: expected), literal.text)
        }
    }

    func testVerbatimStringsAndInterpolatedValuesAreNotParsed() {
        let name = "*x*"
        XCTAssertEqual(LaidOutView(T(verbatim: "**a**")).texts, ["**a**"])
        XCTAssertEqual(LaidOutView(T(name)).texts, ["*x*"])
        XCTAssertEqual(LaidOutView(T("Hi \(name)")).texts, ["Hi *x*"])
        assertSameDrawing(T("Hi **\(name)**"), T("Hi ") + T(verbatim: "*x*").bold())
    }

    /// `AttributedString(markdown:)` keeps the link's destination as Foundation's `link` and
    /// the emphasis for `Text` to draw.
    func testAttributedStringFromMarkdown() throws {
        let string = try AttributedString(markdown: "[Site](https://example.com) **b**")
        let pieces = Array(string.runs)
        XCTAssertEqual(pieces.map { String(string[$0.range].characters) }, ["Site", " ", "b"])
        XCTAssertEqual(pieces.first?.link, URL(string: "https://example.com"))
        assertSameDrawing(T(string), T("Site").foregroundColor(.accentColor) + T(" ") + T("b").bold())
    }

    func testConcatenationKeepsEachPartsStyle() {
        let both = T("a").foregroundColor(.red) + T("b").bold()
        assertDifferentDrawing(both, T("a").foregroundColor(.red) + T("b"), "b's weight")
        assertDifferentDrawing(both, T("a") + T("b").bold(), "a's colour")
        // A part's own style wins over the whole's; the whole's fills what it leaves.
        assertSameDrawing((T("a").fontWeight(.light) + T("b")).bold(), T("a").fontWeight(.light) + T("b").bold())
        assertDifferentDrawing((T("a").fontWeight(.light) + T("b")).bold(), T("ab").bold())
        // Parts in one style are one text.
        assertSameDrawing(T("a") + T("b"), T("ab"))
        XCTAssertEqual(LaidOutView(T("a") + T("b")).texts, ["ab"])
    }
}
