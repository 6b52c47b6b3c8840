import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.position`: the centre of the view at a point of its parent's space.
final class PositionTests: XCTestCase {
    private func centre<V: SwiftUI.View>(_ view: V) -> [Double] {
        guard let frame = LaidOutView(view).frame(filledWith: .red) else { return [] }
        return [frame.midX, frame.midY]
    }

    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 10, height: 10) }

    func testPositionOfCoordinatesAndOfAPoint() {
        XCTAssertEqual(centre(square.position(x: 10, y: 20)), [10, 20])
        XCTAssertEqual(centre(square.position(y: 5)), [0, 5])
        XCTAssertEqual(centre(square.position(CGPoint(x: 3, y: 4))), [3, 4])
    }

    /// A positioned view takes all the space offered: its parent's origin is the canvas's.
    func testPositionIsInTheParentsSpace() {
        // Typed: inferring the literals' type through XCTAssertEqual took the compiler 10 s.
        let expected: [Double] = [195 - 50 + 30, 422 - 50 + 40]
        XCTAssertEqual(
            centre(SwiftUI.VStack(spacing: 0) { square.position(x: 30, y: 40) }.frame(width: 100, height: 100)),
            expected)
    }
}
