import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Image`: assets and SF Symbols, resizable or at their own size, and `.imageScale`.
final class ImageTests: XCTestCase {
    func testAnImageAssetIsItsSizeOrItsFrames() {
        XCTAssertEqual(
            DrawnView(SwiftUI.Image("40x20", line: 3, column: 4)).bounds(of: Ink.white),
            Rect(x: 30, y: 40, width: 40, height: 20))
        XCTAssertEqual(
            DrawnView(SwiftUI.Image(decorative: "40x20", line: 3, column: 4)).bounds(of: Ink.white),
            Rect(x: 30, y: 40, width: 40, height: 20))
        XCTAssertEqual(
            DrawnView(SwiftUI.Image("40x20", line: 3, column: 4).resizable().frame(width: 60, height: 60))
                .bounds(of: Ink.white),
            Rect(x: 20, y: 20, width: 60, height: 60))
    }

    /// A resizable symbol stretches to its frame, as in SwiftUI, rather than keeping its font size.
    func testAResizableSymbolStretchesToItsFrame() throws {
        let sun = SwiftUI.Image(systemName: "sun.max", line: 3, column: 4)
        let own = try XCTUnwrap(DrawnView(sun.frame(width: 80, height: 80)).inkBounds())
        let stretched = try XCTUnwrap(DrawnView(sun.resizable().frame(width: 80, height: 80)).inkBounds())
        XCTAssertLessThan(own.width, 30)
        XCTAssertGreaterThan(stretched.width, 70)
    }

    func testImageScaleScalesASymbol() throws {
        let star = SwiftUI.Image(systemName: "star", line: 1, column: 1)
        func width(_ view: some SwiftUI.View) -> Double { DrawnView(view).inkBounds()?.width ?? 0 }
        XCTAssertGreaterThan(width(star.imageScale(.large)), width(star) * 1.2)
        XCTAssertLessThan(width(star.imageScale(.small)), width(star) * 0.9)
        assertSameDrawing(star.imageScale(.medium), star)
    }
}
