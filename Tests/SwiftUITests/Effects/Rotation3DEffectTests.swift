import Geometry
import XCTest

@testable import SwiftUI

/// `.rotation3DEffect`: the view turned about an axis in space, seen in perspective.
final class Rotation3DEffectTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    /// About the vertical axis through the centre (SwiftUI's defaults): narrower, still centred.
    func testDefaultsTurnAboutTheCentre() throws {
        let ink = try XCTUnwrap(
            DrawnView(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))).inkBounds())
        XCTAssertEqual(ink.width, 25, accuracy: 3, "about cos 60° of 40, and the nearer half wider")
        XCTAssertGreaterThan(ink.minX, 30)
        XCTAssertLessThan(ink.maxX, 70)
        XCTAssertGreaterThan(ink.height, 60, "the nearer edge taller in perspective")
    }

    func testEveryArgumentIsPassedOn() throws {
        let flat = try XCTUnwrap(
            DrawnView(
                square.rotation3DEffect(
                    .degrees(60), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0)
            ).inkBounds(threshold: 128))
        XCTAssertEqual(
            flat, Rect(x: 30, y: 30, width: 40, height: 20), "about the top, without perspective")
        let leading = try XCTUnwrap(
            DrawnView(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .leading))
                .inkBounds())
        XCTAssertEqual(leading.minX, 30, accuracy: 1, "the leading edge stays")
        let behind = try XCTUnwrap(
            DrawnView(
                square.rotation3DEffect(
                    .degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .leading, anchorZ: 12)
            ).inkBounds())
        XCTAssertLessThan(behind.minX, 29, "about a point 12 in front: the edge moves")
        assertDifferentDrawing(
            square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 1),
            square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0.2))
    }

    /// Written inside another effect, both apply.
    func testOrderWithOtherEffects() throws {
        let drawn = DrawnView(
            square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)).opacity(0.5))
        XCTAssertEqual(drawn.alpha(50, 50), 128, accuracy: 1)
        XCTAssertLessThan(try XCTUnwrap(drawn.inkBounds()).width, 40)
    }
}
