import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `LazyVGrid` and `LazyHGrid` laid out by their `GridItem`s (SceneGraph's `GridLayoutTests`
/// has the table of the track rules).
final class LazyGridTests: XCTestCase {
    func testLazyVGridPlacesItemsInItsColumns() {
        let columns = [
            SwiftUI.GridItem(.fixed(40)), SwiftUI.GridItem(.flexible(minimum: 20), spacing: 4),
            SwiftUI.GridItem(.fixed(30), alignment: .topLeading),
        ]
        let view = LaidOutView(
            SwiftUI.LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                SwiftUI.ForEach(0..<4) { _ in SwiftUI.Color.red.frame(width: 10, height: 10) }
            }
            .frame(width: 200))
        let reds = view.frames(filledWith: .red)
        XCTAssertEqual(reds.count, 4)
        // Columns 40, then 200 − 40 − 30 − 8 − 4 = 118, then 30: 8 after the first, 4 after the
        // second; each item at its cell's leading edge (the grid's alignment).
        XCTAssertEqual(reds[0].minX, 95, "the grid, 200 wide, centred on the screen")
        XCTAssertEqual(reds[1].minX - reds[0].minX, 40 + 8)
        XCTAssertEqual(reds[2].minX - reds[1].minX, 118 + 4)
        XCTAssertEqual(reds[3].minY - reds[0].maxY, 12, "the next row, 12 down")
        XCTAssertEqual(reds[3].midX, reds[0].midX)
    }

    func testLazyHGridPlacesItemsInItsRows() {
        let view = LaidOutView(
            SwiftUI.LazyHGrid(rows: [SwiftUI.GridItem(), SwiftUI.GridItem()], spacing: 5) {
                SwiftUI.ForEach(0..<3) { _ in SwiftUI.Color.red.frame(width: 10, height: 10) }
            }
            .frame(height: 100))
        let reds = view.frames(filledWith: .red)
        XCTAssertEqual(reds.count, 3)
        XCTAssertEqual(reds[0].minX, reds[1].minX, "the first column holds two")
        XCTAssertGreaterThan(reds[1].minY, reds[0].maxY)
        XCTAssertEqual(reds[2].minX, reds[0].maxX + 5)
    }
}
