import Geometry
import XCTest

@testable import SceneGraph

/// `Grid` and `GridRow` (SwiftUI's iOS 16 grid, the `CellGridLayout` container) as SwiftUI lays them out:
/// each case's name gives the reasoning for the size and frames it expects (see
/// `LayoutTableCase`; node [r] is row r, [r, c] its cell c). Several are the examples of Apple's
/// documentation of `Grid`, `gridCellAnchor` and `gridCellColumns`. `box(w, h)` is a view of
/// exactly that size; `rectangle` (a `Color`) takes whatever it is offered.
final class CellGridLayoutTests: XCTestCase {
    private typealias Case = LayoutTableCase
    private static func box(_ w: Double, _ h: Double) -> ViewNode { TableViews.box(w, h) }
    private static let screen = ProposedSize(width: 390, height: 844)
    private static func grid(
        _ rows: [ViewNode], _ alignment: LayoutAlignment = .center, h: Double? = nil, v: Double? = nil
    ) -> ViewNode {
        .stack(.cellGrid(CellGridLayout(alignment: alignment, horizontalSpacing: h, verticalSpacing: v)), rows)
    }
    private static func row(_ cells: [ViewNode], _ alignment: VerticalLayoutAlignment? = nil) -> ViewNode {
        .stack(.gridRow(alignment: alignment), cells)
    }
    private static func cell(_ view: ViewNode, _ trait: GridCellTrait) -> ViewNode { .modified(view, .gridCell(trait)) }
    /// A divider as `Divider()` lowers: as wide as offered, 1 point tall (not in a stack).
    private static let divider = ViewNode.stack(Container(DividerContainer()), [rectangle])
    /// Apple's reference square.
    private static let red = box(60, 60)
    /// Row heights of Apple's column-count example offered 150 points: (150 − 2 · 2) / 3.
    private static let third = 146.0 / 3

    private static let cases: [Case] = [
        Case(
            "columns as wide as their widest cell (40, 50), rows as tall as their tallest (20, 30), 8 apart; each "
                + "cell centred in its space; rigid cells keep the grid at 98 × 58 whatever is offered",
            grid([row([box(30, 10), box(50, 20)]), row([box(40, 30), box(10, 10)])]), proposal: screen,
            size: Size(width: 98, height: 58),
            frames: [
                ([0], Rect(x: 0, y: 0, width: 98, height: 20)), ([0, 0], Rect(x: 5, y: 5, width: 30, height: 10)),
                ([0, 1], Rect(x: 48, y: 0, width: 50, height: 20)), ([1, 0], Rect(x: 0, y: 28, width: 40, height: 30)),
                ([1, 1], Rect(x: 68, y: 38, width: 10, height: 10)),
            ]),
        Case(
            "horizontalSpacing 2 and verticalSpacing 0 replace the 8s: 40 + 2 + 50 by 20 + 30",
            grid([row([box(30, 10), box(50, 20)]), row([box(40, 30), box(10, 10)])], h: 2, v: 0), proposal: screen,
            size: Size(width: 92, height: 50),
            frames: [
                ([0, 1], Rect(x: 42, y: 0, width: 50, height: 20)),
                ([1, 1], Rect(x: 62, y: 30, width: 10, height: 10)),
            ]),
        Case(
            "the grid's alignment applies to every cell: .topLeading",
            grid([row([box(30, 10), box(50, 20)]), row([box(40, 30), box(10, 10)])], .topLeading), proposal: screen,
            size: Size(width: 98, height: 58),
            frames: [
                ([0, 0], Rect(x: 0, y: 0, width: 30, height: 10)), ([1, 1], Rect(x: 48, y: 28, width: 10, height: 10)),
            ]),
        Case(
            "GridRow(alignment: .bottom) overrides the grid's vertical alignment for its row only",
            grid([row([box(30, 10), box(50, 20)], .bottom), row([box(40, 30), box(10, 10)])]), proposal: screen,
            size: Size(width: 98, height: 58),
            frames: [
                ([0, 0], Rect(x: 5, y: 10, width: 30, height: 10)),
                ([1, 1], Rect(x: 68, y: 38, width: 10, height: 10)),
            ]),
        Case(
            "gridColumnAlignment(.trailing) on one cell aligns its whole 40-point column to the trailing edge",
            grid([
                row([cell(box(30, 10), .columnAlignment(.trailing)), box(50, 20)]), row([box(40, 30), box(10, 10)]),
                row([box(20, 10), box(10, 10)]),
            ]), proposal: screen, size: Size(width: 98, height: 76),
            frames: [
                ([0, 0], Rect(x: 10, y: 5, width: 30, height: 10)),
                ([2, 0], Rect(x: 20, y: 66, width: 20, height: 10)),
            ]),
        Case(
            "Apple's gridCellAnchor example: the marker's (0.25, 0.75) point on its 60-point cell's, at "
                + "61 + 0.25 · 50 across and 61 + 0.75 · 50 down",
            grid(
                [row([red, red]), row([red, cell(box(10, 10), .anchor(RelativePoint(x: 0.25, y: 0.75)))])], h: 1, v: 1),
            proposal: screen, size: Size(width: 121, height: 121),
            frames: [([1, 1], Rect(x: 73.5, y: 98.5, width: 10, height: 10))]),
        Case(
            "gridCellAnchor(.topTrailing): the marker in its cell's top-trailing corner",
            grid([row([red, red]), row([red, cell(box(10, 10), .anchor(.topTrailing))])], h: 1, v: 1), proposal: screen,
            size: Size(width: 121, height: 121), frames: [([1, 1], Rect(x: 111, y: 61, width: 10, height: 10))]),
        Case(
            "Apple's gridCellColumns example: a marker spanning two 60-point columns is centred in the merged "
                + "121 × 60 cell, by the unit point of the grid's centre alignment",
            grid([row([red, red, red]), row([red, cell(box(10, 10), .columns(2))])], h: 1, v: 1), proposal: screen,
            size: Size(width: 182, height: 121), frames: [([1, 1], Rect(x: 116.5, y: 86, width: 10, height: 10))]),
        Case(
            "a merged cell in a .bottomTrailing grid sits in the merged cell's bottom-trailing corner",
            grid([row([red, red, red]), row([red, cell(box(10, 10), .columns(2))])], .bottomTrailing, h: 1, v: 1),
            proposal: screen, size: Size(width: 182, height: 121),
            frames: [([1, 1], Rect(x: 172, y: 111, width: 10, height: 10))]),
        Case(
            "the grid has as many columns as its longest row; a shorter row's trailing cells are empty",
            grid([row([box(20, 10)]), row([box(30, 10), box(40, 10), box(50, 10)])]), proposal: screen,
            size: Size(width: 136, height: 28),
            frames: [
                ([0, 0], Rect(x: 5, y: 0, width: 20, height: 10)), ([1, 2], Rect(x: 86, y: 18, width: 50, height: 10)),
            ]),
        Case(
            "Apple's column-count example offered 390 × 150, spacing 2: the label column, rigid, goes first and "
                + "keeps its widest label's 50; the five Color columns share the rest, (390 − 10 − 50) / 5 = 66; "
                + "every row holds Colors, so the rows share the height, (150 − 4) / 3, the labels centred in them",
            grid(
                [
                    row([box(45, 20), rectangle, rectangle]),
                    row([box(50, 20)] + Array(repeating: rectangle, count: 5)),
                    row([box(48, 20)] + Array(repeating: rectangle, count: 4)),
                ], h: 2, v: 2), proposal: ProposedSize(width: 390, height: 150), size: Size(width: 390, height: 150),
            frames: [
                ([0, 0], Rect(x: 2.5, y: (third - 20) / 2, width: 45, height: 20)),
                ([0, 1], Rect(x: 52, y: 0, width: 66, height: third)),
                ([1, 5], Rect(x: 324, y: third + 2, width: 66, height: third)),
                ([2, 4], Rect(x: 256, y: 2 * third + 4, width: 66, height: third)),
            ]),
        Case(
            "Apple's divider example: a view outside a row spans every column, and a divider, as wide as it is "
                + "offered, widens the grid to the 390 offered; the two columns, both now endlessly flexible, share "
                + "it ((390 − 8) / 2 = 191 each) and the cells are centred in them",
            grid([row([box(30, 10), box(50, 10)]), divider, row([box(40, 10), box(20, 10)])]), proposal: screen,
            size: Size(width: 390, height: 37),
            frames: [
                ([0, 0], Rect(x: 80.5, y: 0, width: 30, height: 10)),
                ([0, 1], Rect(x: 269.5, y: 0, width: 50, height: 10)),
                ([1], Rect(x: 0, y: 18, width: 390, height: 1)),
                ([2, 1], Rect(x: 284.5, y: 27, width: 20, height: 10)),
            ]),
        Case(
            "gridCellUnsizedAxes(.horizontal) on the divider: it no longer sizes the columns (40 and 50) and is "
                + "offered the width they make, 98",
            grid([
                row([box(30, 10), box(50, 10)]), cell(divider, .unsizedAxes(horizontal: true, vertical: false)),
                row([box(40, 10), box(20, 10)]),
            ]), proposal: screen, size: Size(width: 98, height: 37),
            frames: [
                ([0, 0], Rect(x: 5, y: 0, width: 30, height: 10)), ([1], Rect(x: 0, y: 18, width: 98, height: 1)),
            ]),
        Case(
            "an empty cell: a Color unsized on both axes takes the space the other cells make, 40 × 10",
            grid([
                row([cell(rectangle, .unsizedAxes(horizontal: true, vertical: true)), box(30, 10)]),
                row([box(40, 20), box(30, 20)]),
            ]), proposal: screen, size: Size(width: 78, height: 38),
            frames: [([0, 0], Rect(x: 0, y: 0, width: 40, height: 10))]),
        Case(
            "offered no size, every column and row takes its ideal length: a Color's is 10",
            grid([row([rectangle, box(30, 10)])]), proposal: .unspecified, size: Size(width: 48, height: 10),
            frames: [
                ([0, 0], Rect(x: 0, y: 0, width: 10, height: 10)), ([0, 1], Rect(x: 18, y: 0, width: 30, height: 10)),
            ]),
        Case(
            "a cell spanning two columns that needs more than they give shares the difference evenly: "
                + "100 − (20 + 8 + 20) = 52, 26 more for each column",
            grid([row([box(20, 10), box(20, 10)]), row([cell(box(100, 10), .columns(2))])]), proposal: .unspecified,
            size: Size(width: 100, height: 28),
            frames: [
                ([0, 0], Rect(x: 13, y: 0, width: 20, height: 10)), ([0, 1], Rect(x: 67, y: 0, width: 20, height: 10)),
                ([1, 0], Rect(x: 0, y: 18, width: 100, height: 10)),
            ]),
        Case(
            "a view an if left out is no cell: the third view is in the second column",
            grid([row([box(20, 10), TableViews.absent, box(30, 10)])]), proposal: screen,
            size: Size(width: 58, height: 10),
            frames: [
                ([0, 0], Rect(x: 0, y: 0, width: 20, height: 10)), ([0, 2], Rect(x: 28, y: 0, width: 30, height: 10)),
            ]),
        Case(
            "rows share the height as a VStack's children do: the rigid row first (20), the row of a Color the "
                + "rest, 100 − 8 − 20; the Color's column takes the 390 offered",
            grid([row([rectangle]), row([box(30, 20)])]), proposal: ProposedSize(width: 390, height: 100),
            size: Size(width: 390, height: 100),
            frames: [
                ([0, 0], Rect(x: 0, y: 0, width: 390, height: 72)),
                ([1, 0], Rect(x: 180, y: 80, width: 30, height: 20)),
            ]),
        Case(
            "a view outside a row is placed by the unit point of the grid's alignment in the row it spans",
            grid([row([box(40, 10), box(40, 10)]), box(20, 10)], .leading), proposal: screen,
            size: Size(width: 88, height: 28), frames: [([1], Rect(x: 0, y: 18, width: 20, height: 10))]),
        Case(
            "an empty grid takes no space", grid([]), proposal: screen, size: Size(width: 0, height: 0)),
        Case(
            "a GridRow outside a grid lays out as an HStack: 20 + 8 + 30, centred",
            row([box(20, 10), box(30, 20)]), proposal: screen, size: Size(width: 58, height: 20),
            frames: [([0], Rect(x: 0, y: 5, width: 20, height: 10)), ([1], Rect(x: 28, y: 0, width: 30, height: 20))]),
    ]

    func testTheTable() throws {
        var failures: [String] = []
        for c in Self.cases { failures += try c.failures(engine: engine) }
        XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
    }

    /// A grid laid out in a view tree: its rows and cells where the grid puts them, from the
    /// canvas's corner (the 98 × 58 grid of the first case, centred on the 390 × 844 canvas).
    func testAGridInAViewTreeIsPlacedWhereItsParentPutsIt() throws {
        let root = try engine.layout(
            Self.grid([
                Self.row([Self.box(30, 10), Self.box(50, 20)]), Self.row([Self.box(40, 30), Self.box(10, 10)]),
            ]))
        XCTAssertEqual(root.frame, Rect(x: 146, y: 393, width: 98, height: 58))
        XCTAssertEqual(root.node(1, 1)?.frame, Rect(x: 146 + 68, y: 393 + 38, width: 10, height: 10))
    }
}
