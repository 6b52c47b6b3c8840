import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Fonts: the text styles' sizes and weights, system fonts, designs, and `.font` on any view.
final class FontTests: XCTestCase {
    /// The size of the text box of "Hg" in `font`.
    private func box(_ font: SwiftUI.Font?) -> Size? { LaidOutView(SwiftUI.Text("Hg").font(font)).frame("Hg")?.size }

    func testFontStylesAndSystemFonts() {
        let styles: [(SwiftUI.Font, SceneGraph.Font)] = [
            (.largeTitle, .largeTitle), (.title, .title), (.title2, .title2), (.title3, .title3),
            (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
            (.footnote, .footnote), (.caption, .caption), (.caption2, .caption2),
        ]
        for (font, engine) in styles { XCTAssertEqual(font.engine, engine) }
        XCTAssertEqual(SwiftUI.Font.system(size: 50).engine, SceneGraph.Font(size: 50, weight: .regular))
        XCTAssertEqual(
            SwiftUI.Font.system(size: 12, weight: .semibold, design: .rounded).engine,
            SceneGraph.Font(size: 12, weight: .semibold, design: .rounded))
        XCTAssertEqual(SwiftUI.Font.system(.body, design: .rounded).engine, SceneGraph.Font(size: 17, design: .rounded))
        XCTAssertEqual(SwiftUI.Font.system(.headline).engine, SceneGraph.Font(size: 17, weight: .semibold))
        XCTAssertEqual(SwiftUI.Font.system(.title, weight: .light).engine, SceneGraph.Font(size: 28, weight: .light))
        XCTAssertEqual(SwiftUI.Font.title.bold().engine, SceneGraph.Font(size: 28, weight: .bold))
        XCTAssertEqual(SwiftUI.Font.caption.weight(.heavy).engine, SceneGraph.Font(size: 12, weight: .heavy))
        for style in SwiftUI.Font.TextStyle.allCases {
            XCTAssertEqual(SwiftUI.Font.system(style).engine, style.font.engine)
        }
    }

    /// A text style draws the text at its size: `.title` as a 28-point system font.
    func testTextStylesSetTheTextsSize() {
        XCTAssertEqual(box(.title), box(.system(size: 28)))
        XCTAssertEqual(box(.body), box(nil), "the body style by default")
        XCTAssertNotEqual(box(.title), box(.body))
        XCTAssertGreaterThan(box(.largeTitle)?.height ?? 0, box(.title)?.height ?? 0)
    }

    /// Font designs: in the font, or over it by `.fontDesign` and `.monospaced()` (on a `Text` and
    /// on any view); `.monospaced(false)` and a nil design leave the design set inside.
    func testFontDesigns() {
        let a = SwiftUI.Text("a1")
        assertDifferentDrawing(
            a.font(.system(size: 20, weight: .bold, design: .serif)), a.font(.system(size: 20, weight: .bold)))
        assertSameDrawing(a.font(.system(.title, design: .monospaced)), a.font(.system(size: 28, design: .monospaced)))
        assertSameDrawing(a.font(SwiftUI.Font.body.monospaced()), a.font(.system(size: 17, design: .monospaced)))
        assertDifferentDrawing(a.monospaced(), a)
        assertSameDrawing(a.fontDesign(.rounded).monospaced(false), a.fontDesign(.rounded))
        assertSameDrawing(
            SwiftUI.VStack { a }.monospaced().fontDesign(nil), SwiftUI.VStack { a.font(.body.monospaced()) })
    }

    /// `.font`, `.fontWeight`, `.bold` on any view reach the symbols and text inside.
    func testViewFontModifiers() throws {
        let star = SwiftUI.Image(systemName: "star", line: 1, column: 1)
        let plain = try XCTUnwrap(DrawnView(star, canvas: Size(width: 100, height: 100)).inkBounds())
        let large = try XCTUnwrap(DrawnView(star.font(.system(size: 27))).inkBounds())
        XCTAssertGreaterThan(large.width, plain.width * 1.3, "27 points, not 17")
        assertDifferentDrawing(star.font(.system(size: 27)).fontWeight(.medium).bold(), star.font(.system(size: 27)))
        assertSameDrawing(
            SwiftUI.VStack { SwiftUI.Text("a") }.font(.title).fontWeight(.bold),
            SwiftUI.VStack { SwiftUI.Text("a").font(.system(size: 28, weight: .bold)) })
    }
}
