import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class Rotation3DEffectLoweringTests: XCTestCase {
    private let rectangle = SceneGraph.View.shape(ShapeView(kind: .rectangle))

    func testDefaultsAreSwiftUIs() {
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))),
            .modified(
                rectangle,
                .rotation3DEffect(
                    Rotation3D(
                        angle: .degrees(45), axisX: 0, axisY: 1, axisZ: 0, anchor: .init(x: 0.5, y: 0.5), anchorZ: 0,
                        perspective: 1))))
    }

    func testEveryArgumentIsPassedOn() {
        XCTAssertEqual(
            lowered(
                SwiftUI.Rectangle().rotation3DEffect(
                    .radians(1), axis: (x: 1, y: 0.5, z: -2), anchor: .topLeading, anchorZ: 12, perspective: 0.4)),
            .modified(
                rectangle,
                .rotation3DEffect(
                    Rotation3D(
                        angle: .radians(1), axisX: 1, axisY: 0.5, axisZ: -2, anchor: .init(x: 0, y: 0), anchorZ: 12,
                        perspective: 0.4))))
    }

    /// Written inside another effect, the order is kept (innermost first).
    func testOrderWithOtherEffects() {
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)).opacity(0.5)),
            .modified(
                .modified(
                    rectangle,
                    .rotation3DEffect(
                        Rotation3D(
                            angle: .degrees(30), axisX: 0, axisY: 1, axisZ: 0, anchor: .init(x: 0.5, y: 0.5),
                            anchorZ: 0, perspective: 1))), .opacity(0.5)))
    }
}
