import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.symbolRenderingMode(_:)`: a symbol's layers painted in one style (monochrome), in the
/// foreground at lower opacities (hierarchical), each in a style of its own (palette), or in
/// the symbol's colours (multicolour). Symbols 60 points tall, drawn on a transparent canvas.
final class SymbolRenderingModeTests: XCTestCase {
    private func symbol(_ name: String) -> some SwiftUI.View {
        SwiftUI.Image(systemName: name, line: 7, column: 9).font(.system(size: 60))
    }

    /// Laid out, with the warnings layout gave.
    private func layoutWarnings(_ view: some SwiftUI.View) throws -> [SceneWarning] {
        var warnings: [SceneWarning] = []
        _ = try LayoutEngine(canvas: Size(width: 100, height: 100), images: NoImages()).layout(
            lowered(view), warnings: &warnings)
        return warnings
    }

    /// Pixels of `color` at `opacity`, premultiplied.
    private func ink(_ color: [Int], opacity: Double) -> [Int] {
        color.prefix(3).map { Int((Double($0) * opacity).rounded()) } + [Int((255 * opacity).rounded())]
    }

    /// `checkmark.circle.fill` in a palette: the mark (primary) white, the circle (secondary)
    /// green. Monochrome cuts the mark out of the circle: no white at all.
    func testAPalettePaintsEachLayerInItsStyle() throws {
        let palette = DrawnView(
            symbol("checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green))
        XCTAssertGreaterThan(palette.count(of: Ink.green), 1000)
        XCTAssertGreaterThan(palette.count(of: Ink.white), 100, "the mark")
        let mono = DrawnView(symbol("checkmark.circle.fill").foregroundStyle(.green))
        XCTAssertEqual(mono.count(of: Ink.white), 0)
        XCTAssertGreaterThan(mono.count(of: Ink.green), 1000)
        // Two foreground styles and no mode: a palette, as on iOS.
        assertSameDrawing(
            symbol("checkmark.circle.fill").foregroundStyle(.white, .green),
            symbol("checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green))
        // The mode set on the image itself or above it.
        assertSameDrawing(
            symbol("checkmark.circle.fill").foregroundStyle(.white, .green),
            SwiftUI.Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).font(.system(size: 60))
                .foregroundStyle(.white, .green))
        XCTAssertEqual(
            try layoutWarnings(symbol("checkmark.circle.fill").foregroundStyle(.white, .green)), [],
            "its layers are known")
    }

    /// A notification badge is the primary layer: `bell.badge` with (red, blue) has a red dot
    /// on a blue bell.
    func testABadgeIsThePrimaryLayer() throws {
        let bell = DrawnView(symbol("bell.badge").foregroundStyle(.red, .blue))
        XCTAssertGreaterThan(bell.count(of: Ink.red), 100)
        XCTAssertGreaterThan(bell.count(of: Ink.blue), 300)
        let red = try XCTUnwrap(bell.bounds(of: Ink.red))
        let blue = try XCTUnwrap(bell.bounds(of: Ink.blue))
        XCTAssertLessThan(red.minY, blue.minY + 10, "the dot at the top")
        XCTAssertGreaterThan(red.maxX, blue.midX, "at the trailing side")
    }

    /// Hierarchical: the circle at half the foreground's opacity, the mark at all of it.
    func testHierarchicalFadesTheSecondaryLayer() throws {
        let half = ink(Ink.red, opacity: 0.5)
        let layered = DrawnView(symbol("person.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        XCTAssertGreaterThan(layered.count(of: half), 1000, "the circle")
        XCTAssertGreaterThan(layered.count(of: Ink.red), 150, "the person")
        let mono = DrawnView(symbol("person.circle.fill").foregroundStyle(.red))
        XCTAssertLessThan(mono.count(of: half), 50, "only edge pixels")
    }

    /// Multicolour: the symbol's own colours where known (`heart.fill` red under a blue
    /// foreground; `checkmark.circle.fill` a white mark on green, also by
    /// `.renderingMode(.original)`), silently; others in the foreground style with a warning.
    func testMulticolorUsesTheSymbolsColours() throws {
        let heart = DrawnView(symbol("heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        XCTAssertGreaterThan(heart.count(of: Ink.red), 1000)
        XCTAssertEqual(heart.count(of: Ink.blue), 0)
        let check = DrawnView(symbol("checkmark.circle.fill").symbolRenderingMode(.multicolor))
        XCTAssertGreaterThan(check.count(of: Ink.green), 1000)
        XCTAssertGreaterThan(check.count(of: Ink.white), 100, "the mark")
        assertSameDrawing(
            SwiftUI.Image(systemName: "checkmark.circle.fill").renderingMode(.original).font(.system(size: 60)),
            symbol("checkmark.circle.fill").symbolRenderingMode(.multicolor))
        XCTAssertEqual(try warnings { self.symbol("heart.fill").symbolRenderingMode(.multicolor) }, [])
        XCTAssertEqual(try layoutWarnings(symbol("heart.fill").symbolRenderingMode(.multicolor)), [])
        assertSameDrawing(
            symbol("star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue),
            symbol("star.fill").foregroundStyle(.blue))
        let warned = try locatedWarnings { self.symbol("star.fill").symbolRenderingMode(.multicolor) }
        XCTAssertEqual(
            warned,
            [
                SceneWarning(
                    "'star.fill' is drawn in the foreground style: Zoetrope does not know its multicolour colours",
                    location: SourceLocation(line: 7, column: 9))
            ])
    }

    /// A symbol whose layers are not known is one layer in the primary style, warned about at
    /// its line for the modes that would paint layers apart.
    func testASymbolWithoutLayersIsOneLayerWithAWarning() throws {
        assertSameDrawing(
            symbol("star.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red),
            symbol("star.fill").foregroundStyle(.red))
        assertSameDrawing(
            symbol("star.fill").foregroundStyle(.red, .blue), symbol("star.fill").foregroundStyle(.red))
        XCTAssertEqual(
            try layoutWarnings(symbol("star.fill").symbolRenderingMode(.hierarchical)),
            [
                SceneWarning(
                    "'star.fill' is drawn as one layer in its primary style: Zoetrope knows no layers of it, which "
                        + "iOS may paint apart", location: SourceLocation(line: 7, column: 9))
            ])
        XCTAssertEqual(try layoutWarnings(symbol("star.fill").symbolRenderingMode(.monochrome)), [])
    }

    /// `Image(systemName:variableValue:)` draws the whole symbol; below 1 it warns.
    func testAVariableValueDrawsTheWholeSymbol() throws {
        assertSameDrawing(
            SwiftUI.Image(systemName: "wifi", variableValue: 0.4).font(.system(size: 60)),
            SwiftUI.Image(systemName: "wifi").font(.system(size: 60)))
        XCTAssertEqual(try warnings { SwiftUI.Image(systemName: "wifi", variableValue: 1) }, [])
        XCTAssertEqual(try warnings { SwiftUI.Image(systemName: "wifi", variableValue: nil) }, [])
        XCTAssertEqual(
            try warnings { SwiftUI.Image(systemName: "wifi", variableValue: 0.4) },
            [
                "'wifi' is drawn whole: Zoetrope does not know which of its layers iOS dims for a variable value "
                    + "below 1"
            ])
    }

    /// `.foregroundStyle(a, b)` sets the secondary level of the foreground for other views too:
    /// a shape filled with `.secondary` below it takes `b`; a level set to a level ends there.
    func testTheSecondaryLevelIsTheSecondStyle() throws {
        let square = SwiftUI.Rectangle().fill(.secondary).frame(width: 20, height: 20)
        XCTAssertEqual(DrawnView(square.foregroundStyle(.red, .blue)).rgba(50, 50), Ink.blue)
        XCTAssertEqual(DrawnView(square.foregroundStyle(.red, .blue, .green)).rgba(50, 50), Ink.blue)
        XCTAssertEqual(
            DrawnView(
                SwiftUI.Rectangle().fill(.tertiary).frame(width: 20, height: 20).foregroundStyle(.red, .blue, .green)
            )
            .rgba(50, 50), Ink.green)
        assertSameDrawing(square.foregroundStyle(.red, .secondary), square)
        assertSameDrawing(square.foregroundStyle(.red), square, "one style: the label's level")
    }
}
