import Geometry
import Typography
import XCTest

@testable import SceneGraph

final class LayoutEngineTextTests: XCTestCase {
    func testTextSizeComesFromTheShapedRun() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let node = try engine.layout(.text(TextView("Hello")))
        XCTAssertEqual(node.frame.width, face.shape("Hello").advance, accuracy: 1e-9)
        XCTAssertEqual(node.frame.height, face.lineHeight, accuracy: 1e-9)
    }

    func testTextWrapsToTheProposedWidth() throws {
        let long = View.text(TextView("one two three four five six seven"))
        let node = try engine.layout(long.frame(80, nil))
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        XCTAssertLessThanOrEqual(node.frame.width, 80)
        XCTAssertGreaterThan(node.frame.height, 2 * face.lineHeight)
        let oneLine = try engine.layout(View.modified(long, .lineLimit(1)).frame(80, nil))
        XCTAssertEqual(oneLine.frame.height, face.lineHeight, accuracy: 1e-9)
    }

    func testBoldAndTitleStylesPickTheirFaces() throws {
        let bold = View.modified(.text(TextView("W")), .fontWeight(.bold))
        let regular = View.text(TextView("W"))
        XCTAssertGreaterThan(try engine.layout(bold).frame.width, try engine.layout(regular).frame.width)
    }

    func testSymbolsAreAsTallAsTheFontSize() throws {
        let symbol = View.modified(.symbol(SymbolView(name: "house")), .font(.system(size: 30)))
        let node = try engine.layout(symbol)
        XCTAssertEqual(node.frame.height, 30, accuracy: 1e-6)
        guard case .text(let content) = node.content else { return XCTFail("not drawn like text") }
        XCTAssertFalse(content.glyphs.isEmpty)
    }

    /// A resizable symbol takes its frame, drawn as its glyph scaled about the frame's centre.
    func testResizableSymbolsStretchToTheirFrame() throws {
        let natural = try engine.layout(View.modified(.symbol(SymbolView(name: "house")), .font(.system(size: 20))))
        let symbol = View.modified(.symbol(SymbolView(name: "house", isResizable: true)), .font(.system(size: 20)))
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

    func testUnknownSymbolIsAnErrorAtItsLocation() {
        let view = View.symbol(SymbolView(name: "hous", location: SourceLocation(line: 3, column: 5)))
        XCTAssertThrowsError(try engine.layout(view)) { error in
            let e = error as? LayoutError
            XCTAssertEqual(e?.message, "unknown SF Symbol 'hous' (did you mean 'house'?)")
            XCTAssertEqual(e?.location, SourceLocation(line: 3, column: 5))
        }
    }

    func testMissingCharactersBecomeWarnings() throws {
        var warnings: [String] = []
        _ = try engine.layout(.text(TextView("a\u{10FFFD}")), warnings: &warnings)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("U+10FFFD"), warnings[0])
    }
}
