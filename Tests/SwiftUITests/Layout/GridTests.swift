import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Grid`, `GridRow` and the cell modifiers, laid out (SceneGraph's `CellGridLayoutTests` has
/// the table of the layout rules; these check that the API reaches them).
final class GridTests: XCTestCase {
    /// A row's alignment, a cell of two columns, a divider that does not widen the grid, the
    /// grid's spacing.
    func testGridLaysOutRowsOfCells() throws {
        let view = LaidOutView(
            SwiftUI.Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6) {
                SwiftUI.GridRow(alignment: .bottom) {
                    SwiftUI.Color.red.frame(width: 10, height: 20)
                    SwiftUI.Color.blue.frame(width: 20, height: 10).gridCellColumns(2)
                }
                SwiftUI.GridRow {
                    SwiftUI.Color.green.frame(width: 10, height: 10)
                    SwiftUI.Color.green.frame(width: 10, height: 10)
                    SwiftUI.Color.green.frame(width: 10, height: 10)
                }
                SwiftUI.Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)
            })
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        let blue = try XCTUnwrap(view.frame(filledWith: .blue))
        let greens = view.frames(filledWith: .green)
        let gray = try XCTUnwrap(view.frame(filledWith: .gray))
        XCTAssertEqual(blue.maxY, red.maxY, "bottom-aligned in its row")
        XCTAssertEqual(blue.minX, red.maxX + 4, "the horizontal spacing")
        XCTAssertEqual(greens.count, 3)
        XCTAssertEqual(greens[0].minY, red.maxY + 6, "the vertical spacing")
        // The blue cell spans the second and third columns: 10 + 4 + 10.
        XCTAssertEqual(greens[2].maxX - greens[1].minX, 24)
        XCTAssertEqual(blue.minX, greens[1].minX, "leading in its cell: the grid's alignment")
        // Unsized horizontally, the grey line is as wide as the grid, no wider.
        XCTAssertEqual(gray.minX, red.minX)
        XCTAssertEqual(gray.maxX, greens[2].maxX)
    }

    func testAModifierOnAGridRowAppliesToEachCell() throws {
        let view = LaidOutView(
            SwiftUI.Grid(horizontalSpacing: 0) {
                SwiftUI.GridRow {
                    SwiftUI.Color.red.frame(width: 10, height: 10)
                    SwiftUI.Color.blue.frame(width: 10, height: 10)
                }
                .padding(3)
            })
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        let blue = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual(blue.minX - red.maxX, 6, "each cell padded by 3")
    }

    func testGridRowsFromAForEachStayRows() {
        let view = LaidOutView(
            SwiftUI.Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                SwiftUI.ForEach(0..<2) { _ in
                    SwiftUI.GridRow {
                        SwiftUI.Color.red.frame(width: 10, height: 10)
                        SwiftUI.Color.blue.frame(width: 10, height: 10)
                    }
                }
            })
        let reds = view.frames(filledWith: .red)
        let blues = view.frames(filledWith: .blue)
        XCTAssertEqual(reds.map(\.minX), [reds[0].minX, reds[0].minX], "one column of red")
        XCTAssertEqual(blues.map(\.minX), [reds[0].maxX, reds[0].maxX], "one column of blue")
        XCTAssertEqual(reds[1].minY, reds[0].maxY, "two rows")
    }

    /// A column's alignment, a cell's anchor and its unsized axes.
    func testCellModifiers() throws {
        let view = LaidOutView(
            SwiftUI.Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                SwiftUI.GridRow {
                    SwiftUI.Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing)
                    SwiftUI.Color.clear.frame(width: 40, height: 40)
                }
                SwiftUI.GridRow {
                    SwiftUI.Color.clear.frame(width: 30, height: 30)
                    SwiftUI.Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
                }
                SwiftUI.GridRow {
                    SwiftUI.Color.gray.gridCellUnsizedAxes([.horizontal, .vertical])
                }
            })
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        let blue = try XCTUnwrap(view.frame(filledWith: .blue))
        let gray = try XCTUnwrap(view.frame(filledWith: .gray))
        // The first column is 30 wide: the red square at its trailing edge, centred in its 40-point row.
        XCTAssertEqual(red.minX - gray.minX, 20)
        XCTAssertEqual(blue.minY, red.minY - 15 + 40, "top-leading in the second row's cell")
        XCTAssertEqual(blue.minX, gray.minX + 30)
        XCTAssertEqual([gray.width, gray.height], [30, 0], "unsized: the column's width, the row no height")
    }
}
