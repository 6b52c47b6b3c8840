import Geometry
import XCTest

@testable import SwiftUI

/// `.clipShape`, `.clipped` and `.cornerRadius`: what of a view is left drawn.
final class ClipShapeTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    func testClipShapes() {
        let circle = DrawnView(square.clipShape(SwiftUI.Circle()))
        XCTAssertEqual(circle.rgba(50, 50), Ink.red)
        XCTAssertEqual(circle.rgba(50, 31), Ink.red, "the top's middle")
        XCTAssertEqual(circle.rgba(31, 31), Ink.clear, "a corner")
        let rounded = DrawnView(
            square.clipShape(SwiftUI.RoundedRectangle(cornerRadius: 8, style: .continuous)))
        XCTAssertEqual(rounded.rgba(30, 30), Ink.clear)
        XCTAssertEqual(rounded.rgba(36, 36), Ink.red)
        XCTAssertEqual(rounded.rgba(30, 50), Ink.red)
    }

    /// A clip turned with its layer: the layer's region (the turned square's box) is taller
    /// than the clip's (the turned circle's), so whole bands of rows lie outside the clip. Such a
    /// band trapped ("Range requires lowerBound <= upperBound") at 45°; it is simply empty.
    func testATurnedClipLeavesRowsOutsideItEmpty() {
        let turned = DrawnView(
            SwiftUI.Color.red.frame(width: 300, height: 300)
                .clipShape(SwiftUI.RoundedRectangle(cornerRadius: 150))
                .transformEffect(
                    CGAffineTransform(translationX: 150, y: 150).rotated(by: .pi / 4).translatedBy(x: -150, y: -150)
                )
                .frame(width: 500, height: 500),
            canvas: Size(width: 500, height: 500))
        let ink = turned.bounds(of: Ink.red, tolerance: 0)
        XCTAssertEqual(ink?.width ?? 0, 300, accuracy: 4, "the circle, not the turned square")
        XCTAssertEqual(ink?.height ?? 0, 300, accuracy: 4)
    }

    /// A path clips in the view's space, with the fill rule given.
    func testPathClipsWithItsFillRule() {
        let ring = SwiftUI.Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let evenOdd = DrawnView(square.clipShape(ring, style: FillStyle(eoFill: true)))
        XCTAssertEqual(evenOdd.rgba(50, 50), Ink.clear, "the hole")
        XCTAssertEqual(evenOdd.rgba(35, 35), Ink.red)
        XCTAssertEqual(DrawnView(square.clipShape(ring)).rgba(50, 50), Ink.red, "non-zero: no hole")
        let corner = SwiftUI.Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(
            DrawnView(square.clipShape(corner)).bounds(of: Ink.red),
            Rect(x: 30, y: 30, width: 4, height: 4))
    }

    func testClippedCutsToTheFrame() {
        let large = SwiftUI.Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40)
        XCTAssertEqual(DrawnView(large).bounds(of: Ink.red), Rect(x: 10, y: 10, width: 80, height: 80))
        XCTAssertEqual(
            DrawnView(large.clipped()).bounds(of: Ink.red), Rect(x: 30, y: 30, width: 40, height: 40))
    }

    func testCornerRadius() {
        let drawn = DrawnView(square.cornerRadius(6, antialiased: false))
        XCTAssertEqual(drawn.rgba(30, 30), Ink.clear)
        XCTAssertEqual(drawn.rgba(50, 30), Ink.red)
    }

    /// iOS 17's short names for the built-in shapes (`.clipShape(.circle)`) are the shapes, the
    /// rounded ones with continuous corners by default.
    func testShapesByTheirShortNames() {
        let wide = SwiftUI.Color.red.frame(width: 60, height: 40)
        assertSameDrawing(wide.clipShape(.circle), wide.clipShape(SwiftUI.Circle()))
        assertSameDrawing(wide.clipShape(.capsule), wide.clipShape(SwiftUI.Capsule()))
        assertSameDrawing(wide.clipShape(.ellipse), wide.clipShape(SwiftUI.Ellipse()))
        assertSameDrawing(wide.clipShape(.rect), wide)
        assertSameDrawing(
            wide.clipShape(.rect(cornerRadius: 10)),
            wide.clipShape(SwiftUI.RoundedRectangle(cornerRadius: 10, style: .continuous)))
        assertDifferentDrawing(
            wide.clipShape(.rect(cornerRadius: 10)),
            wide.clipShape(SwiftUI.RoundedRectangle(cornerRadius: 10, style: .circular)))
        assertSameDrawing(
            wide.clipShape(.rect(topLeadingRadius: 4, style: .circular)),
            wide.clipShape(SwiftUI.UnevenRoundedRectangle(topLeadingRadius: 4)))
        assertDifferentDrawing(wide.clipShape(.capsule), wide.clipShape(.ellipse))
    }

    /// A shape of no engine kind (an inset one, a scene's own) clips as well.
    func testInsetClipShape() {
        let drawn = DrawnView(square.clipShape(SwiftUI.Circle().inset(by: 2)))
        XCTAssertEqual(drawn.inkBounds(threshold: 128), Rect(x: 32, y: 32, width: 36, height: 36))
        XCTAssertEqual(drawn.rgba(50, 50), Ink.red)
        XCTAssertEqual(drawn.rgba(33, 33), Ink.clear)
    }
}
