import Foundation
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// The Markdown of a `Text` literal as runs: which characters are shown and in which style
/// (the lowering rule itself; `TextRunsRenderTests` draws them).
final class InlineMarkdownTests: XCTestCase {
    private static let bold = TextAttributes(fontWeight: .bold)
    private static let italic = TextAttributes(textStyle: [.italic(true)])
    private static let code = TextAttributes(textStyle: [.design(.monospaced)])
    private static let struck = TextAttributes(textStyle: [.strikethrough(true)])
    private static let link = TextAttributes(foregroundStyle: .color(SwiftUI.Color.accentColor.resolved))
    private static let plain = TextAttributes()

    private func runs(_ runs: [(String, TextAttributes)]) -> SceneGraph.View {
        .text(TextView(runs: runs.map { TextRun($0.0, attributes: $0.1) }))
    }

    func testEmphasisCodeStrikethroughAndLinks() {
        XCTAssertEqual(lowered(SwiftUI.Text("**Bold**")), runs([("Bold", Self.bold)]))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a *b* c")), runs([("a ", Self.plain), ("b", Self.italic), (" c", Self.plain)]))
        XCTAssertEqual(lowered(SwiftUI.Text("_b_")), runs([("b", Self.italic)]))
        XCTAssertEqual(lowered(SwiftUI.Text("`x*y*`")), runs([("x*y*", Self.code)]))
        XCTAssertEqual(lowered(SwiftUI.Text("~~gone~~")), runs([("gone", Self.struck)]))
        XCTAssertEqual(
            lowered(SwiftUI.Text("[Site](https://example.com)!")), runs([("Site", Self.link), ("!", Self.plain)]))
        let both = TextAttributes(fontWeight: .bold, textStyle: [.italic(true)])
        XCTAssertEqual(lowered(SwiftUI.Text("***both***")), runs([("both", both)]))
        XCTAssertEqual(
            lowered(SwiftUI.Text("*a **b** c*")),
            runs([
                ("a ", Self.italic), ("b", TextAttributes(fontWeight: .bold, textStyle: [.italic(true)])),
                (" c", Self.italic),
            ]))
    }

    func testTextThatIsNoMarkdownIsShownAsWritten() {
        for literal: LocalizedStringKey in [
            "5 * 3 = 15", "snake_case_name", "a[0] = 1", "~5 min", "**open", "\\*not\\*", "line\nbreak",
        ] {
            let expected = literal == "\\*not\\*" ? "*not*" : literal.text
            XCTAssertEqual(lowered(SwiftUI.Text(literal)), text(expected), literal.text)
        }
    }

    func testVerbatimStringsAndInterpolatedValuesAreNotParsed() {
        let name = "*x*"
        XCTAssertEqual(lowered(SwiftUI.Text(verbatim: "**a**")), text("**a**"))
        XCTAssertEqual(lowered(SwiftUI.Text(name)), text("*x*"))
        XCTAssertEqual(lowered(SwiftUI.Text("Hi \(name)")), text("Hi *x*"))
        XCTAssertEqual(
            lowered(SwiftUI.Text("Hi **\(name)**")), runs([("Hi ", Self.plain), ("*x*", Self.bold)]))
    }

    /// `AttributedString(markdown:)` keeps the link's destination as Foundation's `link` and
    /// the emphasis for `Text` to draw.
    func testAttributedStringFromMarkdown() throws {
        let string = try AttributedString(markdown: "[Site](https://example.com) **b**")
        let pieces = Array(string.runs)
        XCTAssertEqual(pieces.map { String(string[$0.range].characters) }, ["Site", " ", "b"])
        XCTAssertEqual(pieces.first?.link, URL(string: "https://example.com"))
        XCTAssertEqual(
            lowered(SwiftUI.Text(string)), runs([("Site", Self.link), (" ", Self.plain), ("b", Self.bold)]))
    }

    func testConcatenationKeepsEachPartsStyle() {
        let red = TextAttributes(foregroundStyle: .color(SwiftUI.Color.red.resolved))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").foregroundColor(.red) + SwiftUI.Text("b").bold()),
            runs([("a", red), ("b", Self.bold)]))
        // A part's own style wins over the whole's; the whole's fills what it leaves.
        XCTAssertEqual(
            lowered((SwiftUI.Text("a").fontWeight(.light) + SwiftUI.Text("b")).bold()),
            .modified(runs([("a", TextAttributes(fontWeight: .light)), ("b", Self.plain)]), .fontWeight(.bold)))
        // Parts in one style are one text.
        XCTAssertEqual(lowered(SwiftUI.Text("a") + SwiftUI.Text("b")), text("ab"))
    }
}
