import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Fonts: the text styles' sizes and weights, system fonts, designs, and `.font` on any view.
final class FontTests: XCTestCase {
    /// The size of the text box of "Hg" in `font`.
    private func box(_ font: SwiftUI.Font?) -> Size? { LaidOutView(SwiftUI.Text("Hg").font(font)).frame("Hg")?.size }

    /// Each text style draws as the system font of Apple's size and weight for it (the Large
    /// content size), and the font modifiers as the fonts they name.
    func testFontStylesAndSystemFonts() {
        let hg = SwiftUI.Text("Hg")
        let styles: [(SwiftUI.Font, CGFloat, SwiftUI.Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular),
            (.callout, 16, .regular), (.footnote, 13, .regular), (.caption, 12, .regular), (.caption2, 11, .regular),
        ]
        for (font, size, weight) in styles {
            assertSameDrawing(hg.font(font), hg.font(.system(size: size, weight: weight)), "\(size)")
        }
        assertDifferentDrawing(hg.font(.headline), hg.font(.body), "the headline's weight")
        assertSameDrawing(hg.font(.system(.body, design: .rounded)), hg.font(.system(size: 17, design: .rounded)))
        assertSameDrawing(hg.font(.system(.headline)), hg.font(.system(size: 17, weight: .semibold)))
        assertSameDrawing(hg.font(.system(.title, weight: .light)), hg.font(.system(size: 28, weight: .light)))
        assertSameDrawing(hg.font(SwiftUI.Font.title.bold()), hg.font(.system(size: 28, weight: .bold)))
        assertSameDrawing(hg.font(SwiftUI.Font.caption.weight(.heavy)), hg.font(.system(size: 12, weight: .heavy)))
        for style in SwiftUI.Font.TextStyle.allCases {
            assertSameDrawing(hg.font(.system(style)), hg.font(style.font), "\(style)")
        }
    }

    /// `Font.italic()` slants the text as `.italic()` does, at the font's size and weight, on
    /// a `Text` and through `.font` on any view.
    func testItalicFont() {
        let hg = SwiftUI.Text("Hg")
        assertSameDrawing(hg.font(SwiftUI.Font.title.italic()), hg.font(.title).italic())
        assertSameDrawing(
            SwiftUI.VStack { hg }.font(SwiftUI.Font.system(size: 20, weight: .bold).italic()),
            hg.font(.system(size: 20, weight: .bold)).italic())
        assertDifferentDrawing(hg.font(SwiftUI.Font.title.italic()), hg.font(.title), "slanted")
        assertSameDrawing(hg.font(SwiftUI.Font.title.italic().bold()), hg.font(.title.bold()).italic())
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

    /// `Font.monospacedDigit()` draws figures of one width, as the text modifier does;
    /// `.leading(.loose)` and `.tight` move a text style's lines 2 pt apart or together.
    func testMonospacedDigitAndLeading() throws {
        let ones = SwiftUI.Text("1111")
        assertSameDrawing(ones.font(SwiftUI.Font.body.monospacedDigit()), ones.monospacedDigit())
        assertDifferentDrawing(ones.font(SwiftUI.Font.body.monospacedDigit()), ones, "tabular ones are wider")
        func height(_ font: SwiftUI.Font) -> Double {
            LaidOutView(SwiftUI.Text("a\nb\nc").font(font)).frame("a\nb\nc")?.height ?? 0
        }
        // Two gaps between three lines; a text's frame is rounded up to the 3x pixel grid.
        XCTAssertEqual(height(SwiftUI.Font.body.leading(.loose)), height(.body) + 4, accuracy: 0.67)
        XCTAssertEqual(height(SwiftUI.Font.body.leading(.tight)), height(.body) - 4, accuracy: 0.67)
        XCTAssertEqual(height(SwiftUI.Font.body.leading(.standard)), height(.body))
        // Small capitals and other widths are drawn as the font is, with a warning at the line.
        struct Caps: SwiftUI.View {
            var body: some SwiftUI.View {
                SwiftUI.Text("Ab").font(SwiftUI.Font.body.smallCaps().width(.condensed))
            }
        }
        XCTAssertEqual(
            try warnings { Caps() },
            [
                "'smallCaps()' is drawn without small capitals: the system font's stand-in has none",
                "'width(_:)' is drawn in the standard width: the system font's stand-in has no other",
            ])
        assertSameDrawing(SwiftUI.Text("Ab").font(SwiftUI.Font.body.smallCaps()), SwiftUI.Text("Ab"))
    }
}
