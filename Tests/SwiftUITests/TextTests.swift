import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class TextTests: XCTestCase {
    func testSpecifierFormatsAsStringFormatDoes() {
        let progress = 0.4267
        XCTAssertEqual(lowered(SwiftUI.Text("\(progress * 100, specifier: "%.0f")%")), text("43%"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(progress, specifier: "%.2f") s")), text("0.43 s"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(7.9, specifier: "%d") items")), text("7 items"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(42, specifier: "%03d")")), text("042"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(CGFloat(2.5), specifier: "%+.1f%%")")), text("+2.5%"))
    }

    func testPlainNumberInterpolationsUseSwiftUIsOwnFormats() {
        let count = 12
        let big = 1_234_567
        let ratio = 0.5
        XCTAssertEqual(lowered(SwiftUI.Text("\(count) left")), text("12 left"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(big)")), text("1,234,567"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(-4321)")), text("-4,321"))
        // SwiftUI shows a Double in `%lf`: six decimals.
        XCTAssertEqual(lowered(SwiftUI.Text("\(ratio)")), text("0.500000"))
        XCTAssertEqual(lowered(SwiftUI.Text("\(Int(ratio * 100))%")), text("50%"))
    }

    func testStringsAndOtherValuesInterpolateAsSwiftDescribesThem() {
        enum Phase { case rising }
        let name = "Ann"
        let phase = Phase.rising
        let flag = true
        XCTAssertEqual(lowered(SwiftUI.Text("Hello \(name)!")), text("Hello Ann!"))
        // Not a number or string: the String interpolation, as in SwiftUI.
        XCTAssertEqual(lowered(SwiftUI.Text("\(phase) \(flag)")), text("rising true"))
        XCTAssertEqual(lowered(SwiftUI.Text("a \(SwiftUI.Text("b")) c")), text("a b c"))
    }

    func testAnUnsupportedSpecifierWarnsAndShowsTheNumber() throws {
        let program = try XCTUnwrap(_zoetropeSceneProgram { SwiftUI.Text("\(2, specifier: "%s")") } as? SceneRun)
        let scene = try program.evaluate(SceneRequest(canvas: Size(width: 390, height: 844)))
        XCTAssertEqual(scene.snapshots, [text("2")])
        XCTAssertEqual(
            program.warnings,
            ["format specifier '%s' is not supported; use one number format such as '%.1f' or '%d'"])
    }

    func testFormatSpecifierAcceptsOneNumericConversion() {
        for accepted in ["%d", "%i", "%.1f", "%5.2f", "%-3d", "%e", "%G", "x %% %.0f y", "%+08.2F"] {
            XCTAssertNotNil(FormatSpecifier(accepted), accepted)
        }
        for rejected in ["", "abc", "%s", "%@", "%d %d", "%123d", "%.123f", "%", "%ld", "%x"] {
            XCTAssertNil(FormatSpecifier(rejected), rejected)
        }
    }

    func testVerbatimAndStringValuesAreShownAsTheyAre() {
        let value: Substring = "a\\(b)"[...]
        XCTAssertEqual(lowered(SwiftUI.Text(verbatim: "%d \\(x)")), text("%d \\(x)"))
        XCTAssertEqual(lowered(SwiftUI.Text(value)), text("a\\(b)"))
    }

    /// Each part keeps its own style (before, the joined text took the first one's: "b" was
    /// bold); `TextRunsRenderTests` draws them.
    func testTextPlusTextKeepsEachPartsStyle() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").bold() + SwiftUI.Text("b").font(.title)),
            .text(
                TextView(runs: [
                    TextRun("a", attributes: TextAttributes(fontWeight: .bold)),
                    TextRun("b", attributes: TextAttributes(font: .title)),
                ])))
    }

    func testTextStylesWrapTheTextInnermostFirst() {
        let view = SwiftUI.Text("t").font(.headline).fontWeight(.black).foregroundColor(.red).bold()
        XCTAssertEqual(
            lowered(view),
            .modified(
                .modified(
                    .modified(.modified(text("t"), .font(.headline)), .fontWeight(.black)),
                    .foregroundColor(SystemColor.named("red") ?? .black)),
                .fontWeight(.bold)))
        XCTAssertEqual(lowered(SwiftUI.Text("t").bold(false)), text("t"))
        XCTAssertEqual(lowered(SwiftUI.Text("t").font(nil).fontWeight(nil)), text("t"))
    }

    func testTextForegroundStyleIsAColourOrAStyle() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("t").foregroundStyle(SwiftUI.Color.blue)),
            .modified(text("t"), .foregroundColor(SystemColor.named("blue") ?? .black)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("t").foregroundStyle(ForegroundStyle())),
            .modified(text("t"), .foregroundStyle(.foreground)))
    }

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

    func testViewFontModifiers() {
        let view = SwiftUI.Image(systemName: "star", line: 1, column: 1)
            .font(.system(size: 27)).fontWeight(.medium).bold().fontDesign(.serif)
        XCTAssertEqual(
            lowered(view),
            .modified(
                .modified(
                    .modified(
                        .modified(
                            .symbol(SymbolView(name: "star", location: SourceLocation(line: 1, column: 1))),
                            .font(.system(size: 27))),
                        .fontWeight(.medium)),
                    .fontWeight(.bold)),
                .textStyle(.design(.serif))))
    }

    func testMultilineTextAlignmentAndLineLimit() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("t").multilineTextAlignment(.trailing).lineLimit(2).lineLimit(nil)),
            .modified(
                .modified(.modified(text("t"), .multilineTextAlignment(.trailing)), .lineLimit(2)), .lineLimit(nil)))
        XCTAssertEqual(
            lowered(SwiftUI.VStack { SwiftUI.Text("a") }.multilineTextAlignment(.center)),
            .modified(.stack(.v(alignment: .center, spacing: nil), [text("a")]), .multilineTextAlignment(.center)))
    }

    func testImagesLowerToAssetsAndSymbols() {
        let at = SourceLocation(line: 3, column: 4)
        XCTAssertEqual(
            lowered(SwiftUI.Image("photo", line: 3, column: 4).resizable()),
            .image(ImageView(name: "photo", isResizable: true, location: at)))
        XCTAssertEqual(
            lowered(SwiftUI.Image(decorative: "photo", line: 3, column: 4)),
            .image(ImageView(name: "photo", isResizable: false, location: at)))
        // A resizable symbol stretches to its frame, as in SwiftUI, rather than keeping its font size.
        XCTAssertEqual(
            lowered(SwiftUI.Image(systemName: "sun.max", line: 3, column: 4).resizable()),
            .symbol(SymbolView(name: "sun.max", location: at, isResizable: true)))
        XCTAssertEqual(
            lowered(SwiftUI.Image(systemName: "sun.max", line: 3, column: 4)),
            .symbol(SymbolView(name: "sun.max", location: at)))
    }

    /// Text modifiers lower to text styles: on a `Text` (in the order written) and on any view,
    /// for the text inside.
    func testTextModifiersLowerToTextStyles() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").italic().underline().tracking(2).monospacedDigit()),
            .modified(
                .modified(
                    .modified(.modified(text("a"), .textStyle(.italic(true))), .textStyle(.underline(true))),
                    .textStyle(.tracking(2))),
                .textStyle(.monospacedDigits(true))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").strikethrough(false).kerning(-1).baselineOffset(3)),
            .modified(
                .modified(.modified(text("a"), .textStyle(.strikethrough(false))), .textStyle(.tracking(-1))),
                .textStyle(.baselineOffset(3))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").textCase(.uppercase).lineSpacing(4).italic(false)),
            .modified(
                .modified(.modified(text("a"), .textStyle(.textCase(.uppercase))), .textStyle(.lineSpacing(4))),
                .textStyle(.italic(false))))
    }

    func testTruncationModeLowersToATextStyle() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").truncationMode(.middle)), .modified(text("a"), .textStyle(.truncation(.middle))))
        XCTAssertEqual(
            lowered(SwiftUI.VStack { SwiftUI.Text("a") }.truncationMode(.head)),
            .modified(.stack(.v(alignment: .center, spacing: nil), [text("a")]), .textStyle(.truncation(.head))))
    }

    func testImageScaleLowersToASymbolScale() {
        let star = SwiftUI.Image(systemName: "star", line: 1, column: 1)
        let symbol = SceneGraph.View.symbol(SymbolView(name: "star", location: SourceLocation(line: 1, column: 1)))
        XCTAssertEqual(lowered(star.imageScale(.large)), .modified(symbol, .textStyle(.symbolScale(1.3))))
        XCTAssertEqual(lowered(star.imageScale(.small)), .modified(symbol, .textStyle(.symbolScale(0.8))))
        XCTAssertEqual(lowered(star.imageScale(.medium)), .modified(symbol, .textStyle(.symbolScale(1))))
    }

    /// Font designs: in the font, or over it by `.fontDesign` and `.monospaced()` (on a `Text` and
    /// on any view); `.monospaced(false)` and a nil design leave the font's own.
    func testFontDesignsLowerToTheFontAndToTextStyles() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").font(.system(size: 20, weight: .bold, design: .serif))),
            .modified(text("a"), .font(SceneGraph.Font(size: 20, weight: .bold, design: .serif))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").font(.system(.title, design: .monospaced))),
            .modified(text("a"), .font(SceneGraph.Font(size: 28, design: .monospaced))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").font(SwiftUI.Font.body.monospaced())),
            .modified(text("a"), .font(SceneGraph.Font(size: 17, design: .monospaced))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").fontDesign(.rounded).monospaced(false)),
            .modified(.modified(text("a"), .textStyle(.design(.rounded))), .textStyle(.design(nil))))
        XCTAssertEqual(
            lowered(SwiftUI.VStack { SwiftUI.Text("a") }.monospaced().fontDesign(nil)),
            .modified(
                .modified(.stack(.v(alignment: .center, spacing: nil), [text("a")]), .textStyle(.design(.monospaced))),
                .textStyle(.design(nil))))
    }
}
