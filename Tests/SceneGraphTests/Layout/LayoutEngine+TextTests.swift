import Geometry
import Typography
import XCTest

@testable import SceneGraph

final class LayoutEngineTextTests: XCTestCase {
    func testTextSizeComesFromTheShapedRun() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let node = try engine.layout(.text(TextView("Hello")))
        // Rounded up to an iPhone's pixels (a third of a point), as iOS sizes a text.
        XCTAssertEqual(node.frame.width, onPixels(face.shape("Hello").advance), accuracy: 1e-9)
        XCTAssertEqual(node.frame.height, onPixels(face.lineHeight), accuracy: 1e-9)
        XCTAssertGreaterThan(node.frame.width, face.shape("Hello").advance)
        XCTAssertLessThan(node.frame.width, face.shape("Hello").advance + 1.0 / 3)
    }

    func testTextWrapsToTheProposedWidth() throws {
        let long = ViewNode.text(TextView("one two three four five six seven"))
        let node = try engine.layout(long.frame(80, nil))
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        XCTAssertLessThanOrEqual(node.frame.width, 80)
        XCTAssertGreaterThan(node.frame.height, 2 * face.lineHeight)
        let oneLine = try engine.layout(ViewNode.modified(long, .lineLimit(1)).frame(80, nil))
        XCTAssertEqual(oneLine.frame.height, onPixels(face.lineHeight), accuracy: 1e-9)
    }

    func testBoldAndTitleStylesPickTheirFaces() throws {
        let bold = ViewNode.modified(.text(TextView("W")), .fontWeight(.bold))
        let regular = ViewNode.text(TextView("W"))
        XCTAssertGreaterThan(try engine.layout(bold).frame.width, try engine.layout(regular).frame.width)
    }

    /// The monospaced design sets every character at one width (DejaVu Sans Mono: 0.602 em), the
    /// serif design is DejaVu Serif, the rounded design keeps Inter (tracked as SF Pro Rounded);
    /// `.fontDesign` over a font
    /// wins, and semibold takes the Bold cut.
    func testFontDesignsPickTheirFaces() throws {
        func width(_ text: String, _ font: FontRequest, _ changes: [TextTraits.Change] = []) throws -> Double {
            var view = ViewNode.modified(.text(TextView(text)), .font(font))
            for change in changes { view = .modified(view, .textStyle(change)) }
            return try engine.layout(view).frame.width
        }
        let mono = FontRequest.system(size: 20, design: .monospaced)
        XCTAssertEqual(try width("iiii", mono), try width("MMMM", mono), accuracy: 1e-9)
        XCTAssertEqual(try width("iiii", mono), onPixels(4 * 20 * 1233 / 2048), accuracy: 0.01)
        XCTAssertLessThan(try width("iiii", .system(size: 20)), try width("MMMM", .system(size: 20)) / 2)
        let serif = try FontLibrary.shared.systemFont(size: 20, weight: 400, design: .serif)
        XCTAssertEqual(
            try width("Serif", .system(size: 20, design: .serif)), onPixels(serif.shape("Serif").advance),
            accuracy: 1e-9)
        // Rounded keeps Inter's letters, spaced as Apple spaces SF Pro Rounded at the size: each
        // of the five glyphs gets the Rounded table's tracking instead of SF Pro's.
        for size in [17.0, 20] {
            let difference =
                SanFranciscoMetrics.tracking(size: size, design: .rounded)
                - SanFranciscoMetrics.tracking(size: size, design: .default)
            let plain = try FontLibrary.shared.systemFont(size: size, weight: 400).shape("Round").advance
            XCTAssertEqual(
                try width("Round", .system(size: size, design: .rounded)), onPixels(plain + 5 * difference),
                accuracy: 1e-9)
        }
        // A design set by a modifier wins over the font's; nil leaves the font's.
        XCTAssertEqual(
            try width("iiii", .system(size: 20), [.design(.monospaced)]), try width("iiii", mono), accuracy: 1e-9)
        XCTAssertEqual(try width("iiii", mono, [.design(nil)]), try width("iiii", mono), accuracy: 1e-9)
        let bold = try FontLibrary.shared.systemFont(size: 20, weight: 600, design: .monospaced)
        let regular = try FontLibrary.shared.systemFont(size: 20, weight: 400, design: .monospaced)
        let outline = { (face: FontFace) in face.shape("a").glyphs.first.map { "\(face.path(forGlyph: $0.id))" } }
        XCTAssertNotNil(outline(bold))
        XCTAssertNotEqual(outline(bold), outline(regular))
    }

    /// A line is as tall as SF's line height (20.29 pt at 17 pt); lines of a Dynamic Type style
    /// follow each other at its leading (22 pt for body: four lines are 86.29 pt, as an iOS 15
    /// snapshot at 2x shows, 173 px), lines of `.system(size:)` at the line height.
    func testDynamicTypeStylesSpaceLinesByTheirLeading() throws {
        func height(_ text: String, _ font: FontRequest) throws -> Double {
            try engine.layout(.modified(.text(TextView(text)), .font(font))).frame.height
        }
        XCTAssertEqual(try height("Lorem", .body), onPixels(20.287109375), accuracy: 1e-6)
        XCTAssertEqual(try height("a\nb\nc\nd", .body), onPixels(3 * 22 + 20.287109375), accuracy: 1e-6)
        XCTAssertEqual((try height("a\nb\nc\nd", .body) * 2).rounded(.up), 173)
        XCTAssertEqual(try height("a\nb", .largeTitle), onPixels(41 + 34 * 2444 / 2048), accuracy: 1e-6)
        XCTAssertEqual(try height("a\nb", .system(size: 17)), onPixels(2 * 20.287109375), accuracy: 1e-6)
        // 61 px at 3x, as iOS draws a line of body text.
        XCTAssertEqual(try height("Lorem", .body) * 3, 61, accuracy: 1e-9)
    }

    /// `.imageScale`: a symbol 0.8 or 1.3 times its font's size, its frame with it; text is not
    /// scaled.
    func testImageScaleSizesSymbolsOnly() throws {
        func height(_ view: ViewNode, _ scale: Double) throws -> Double {
            try engine.layout(.modified(.modified(view, .font(.system(size: 30))), .textStyle(.symbolScale(scale))))
                .frame.height
        }
        let symbol = ViewNode.symbol(SymbolView(name: "house"))
        XCTAssertEqual(try height(symbol, 1.3), try height(symbol, 1) * 1.3, accuracy: 1e-6)
        XCTAssertEqual(try height(symbol, 0.8), try height(symbol, 1) * 0.8, accuracy: 1e-6)
        let text = ViewNode.text(TextView("Home"))
        XCTAssertEqual(try height(text, 1.3), try height(text, 1), accuracy: 1e-9)
    }

    /// A symbol's frame is its ink with iOS's margins (`SymbolFrame`, measured on iOS 15–26's
    /// pixels: 0.11 of the font size a side across, 0.085 for a round one, 0.065 down), the ink
    /// centred: `house` at 30 pt 6.6 pt wider and 3.9 pt taller than its ink.
    func testASymbolsFrameIsItsInkWithIOSsMargins() throws {
        let symbol = ViewNode.modified(.symbol(SymbolView(name: "house")), .font(.system(size: 30)))
        let node = try engine.layout(symbol)
        let ink = try FontLibrary.shared.symbol(named: "house", size: 30).path.controlPointBounds
        XCTAssertEqual(node.frame.width, ink.width + 6.6, accuracy: 1e-6)
        XCTAssertEqual(node.frame.height, ink.height + 3.9, accuracy: 1e-6)
        let circled = try engine.layout(.modified(.symbol(SymbolView(name: "plus.circle")), .font(.system(size: 30))))
        let circledInk = try FontLibrary.shared.symbol(named: "plus.circle", size: 30).path.controlPointBounds
        XCTAssertEqual(circled.frame.width, circledInk.width + 5.1, accuracy: 1e-6)
        // Round by a part of the name, `circle`, not by a part that begins with it.
        for (name, across) in [("circle.fill", 5.1), ("arrow.triangle.2.circlepath", 6.6)] {
            let node = try engine.layout(.modified(.symbol(SymbolView(name: name)), .font(.system(size: 30))))
            let ink = try FontLibrary.shared.symbol(named: name, size: 30).path.controlPointBounds
            XCTAssertEqual(node.frame.width, ink.width + across, accuracy: 1e-6, name)
        }
        guard case .text(let content) = node.content else { return XCTFail("not drawn like text") }
        XCTAssertFalse(content.glyphs.isEmpty)
    }

    /// A resizable symbol takes its frame, drawn as its glyph scaled about the frame's centre
    /// from its natural box (one font size tall, as wide as its ink: no margins).
    func testResizableSymbolsStretchToTheirFrame() throws {
        let symbol = ViewNode.modified(.symbol(SymbolView(name: "house", isResizable: true)), .font(.system(size: 20)))
        let natural = try engine.layout(symbol)
        XCTAssertEqual(natural.frame.height, 20, accuracy: 1e-9)
        let node = try engine.layout(symbol.frame(100, 50))
        var drawn: RenderNode?
        node.forEach { if case .text = $0.content { drawn = $0 } }
        guard let drawn else { return XCTFail("no symbol drawn") }
        XCTAssertEqual(drawn.frame.size, natural.frame.size)
        XCTAssertEqual(
            drawn.effects.list,
            [
                .scale(
                    x: 100 / natural.frame.width, y: 50 / natural.frame.height,
                    anchor: Point(x: drawn.frame.midX, y: drawn.frame.midY))
            ])
    }

    /// iOS draws nothing for an unknown symbol name and logs it: nothing here either, zero by
    /// zero, and one warning at its place.
    func testAnUnknownSymbolDrawsNothingWithAWarningAtItsLocation() throws {
        let view = ViewNode.symbol(SymbolView(name: "hous", location: SourceLocation(line: 3, column: 5)))
        var warnings: [SceneWarning] = []
        let node = try engine.layout(view, warnings: &warnings)
        XCTAssertEqual(node.frame.size, Size(width: 0, height: 0))
        XCTAssertEqual(
            warnings,
            [
                SceneWarning(
                    "unknown SF Symbol 'hous' (did you mean 'house'?); iOS draws nothing there",
                    location: SourceLocation(line: 3, column: 5))
            ])
    }

    /// One of Apple's symbols that Zoetrope has no picture of takes a symbol's room, drawn as the
    /// nearest one it has (or kept empty), with a warning that says which.
    func testAnAppleSymbolWithoutAPictureKeepsItsRoomWithAWarning() throws {
        let location = SourceLocation(line: 4, column: 9)
        var warnings: [SceneWarning] = []
        let standIn = try engine.layout(
            .symbol(SymbolView(name: "heart.text.square.fill", location: location)), warnings: &warnings)
        let near = try engine.layout(.symbol(SymbolView(name: "heart.square.fill")), warnings: &warnings)
        let blank = try engine.layout(.symbol(SymbolView(name: "carrot", location: location)), warnings: &warnings)
        let square = try engine.layout(.symbol(SymbolView(name: "square")), warnings: &warnings)
        XCTAssertEqual(standIn.frame.size, near.frame.size)
        XCTAssertEqual(blank.frame.size, square.frame.size)
        XCTAssertGreaterThan(blank.frame.width, 0)
        XCTAssertEqual(
            Set(warnings),
            [
                SceneWarning(
                    "SF Symbol 'heart.text.square.fill' is drawn as 'heart.square.fill', the nearest symbol Zoetrope has (iOS draws its own picture)",
                    location: location),
                SceneWarning(
                    "Zoetrope has no picture of SF Symbol 'carrot' nor of one near it: its place is left empty (iOS draws the symbol)",
                    location: location),
            ])
    }

    func testMissingCharactersBecomeWarnings() throws {
        var warnings: [SceneWarning] = []
        _ = try engine.layout(.text(TextView("a\u{10FFFD}")), warnings: &warnings)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].message.contains("U+10FFFD"), warnings[0].message)
    }

    /// `points` rounded up to the next third of a point: an iPhone's pixel at 3x.
    private func onPixels(_ points: Double) -> Double { (points * 3).rounded(.up) / 3 }
}
