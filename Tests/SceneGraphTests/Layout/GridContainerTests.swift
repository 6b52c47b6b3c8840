import Geometry
import XCTest

@testable import SceneGraph

/// LazyVGrid and LazyHGrid as SwiftUI lays them out (the `GridLayout` container): tracks resolved from
/// the width proposed, items in order a line at a time, lines as long as their longest item.
/// Each case gives every item's frame in the grid, with the reasoning from the algorithm.
/// Items are rectangles framed to a height (they take their column's width when flexible).
final class GridContainerTests: XCTestCase {
    private struct Case {
        let name: String
        let grid: GridContainer
        let items: [ViewNode]
        /// Proposed width of a vertical grid (height of a horizontal one).
        let proposal: Double?
        let expectedSize: Size
        let expected: [Rect]
    }

    private static func columns(_ tracks: [GridTrack], spacing: Double? = nil, alignment: Double = 0.5) -> GridContainer
    {
        GridContainer(isVertical: true, tracks: tracks, alignment: alignment, spacing: spacing)
    }
    private static let flexible = GridTrack(.flexible(minimum: 10, maximum: .infinity))
    /// A rectangle as wide as offered and `h` tall.
    private static func item(_ h: Double) -> ViewNode {
        .modified(rectangle, .frame(width: nil, height: h, alignment: .center))
    }
    /// A rectangle `w` × `h`.
    private static func box(_ w: Double, _ h: Double) -> ViewNode { rectangle.frame(w, h) }

    private static let cases: [Case] = [
        Case(
            name: "two flexible columns share 390 less one 8-point gap: 191 each; two rows of 40 and 60, 8 apart",
            grid: columns([flexible, flexible]), items: [item(40), item(20), item(60), item(10)], proposal: 390,
            expectedSize: Size(width: 390, height: 108),
            expected: [
                Rect(x: 0, y: 0, width: 191, height: 40), Rect(x: 199, y: 10, width: 191, height: 20),
                Rect(x: 0, y: 48, width: 191, height: 60), Rect(x: 199, y: 73, width: 191, height: 10),
            ]),
        Case(
            name: "three fixed 50-point columns: the grid is 50·3 + 8·2 = 166 wide whatever is offered",
            grid: columns(Array(repeating: GridTrack(.fixed(50)), count: 3)), items: [item(10), item(10), item(10)],
            proposal: 390, expectedSize: Size(width: 166, height: 10),
            expected: [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 58, y: 0, width: 50, height: 10),
                Rect(x: 116, y: 0, width: 50, height: 10),
            ]),
        Case(
            name: "adaptive, minimum 80, in 390: ⌊(390 + 8) / (80 + 8)⌋ = 4 columns of (390 − 24) / 4 = 91.5",
            grid: columns([GridTrack(.adaptive(minimum: 80, maximum: .infinity))]),
            items: [item(30), item(30), item(30), item(30), item(30)], proposal: 390,
            expectedSize: Size(width: 390, height: 68),
            expected: [
                Rect(x: 0, y: 0, width: 91.5, height: 30), Rect(x: 99.5, y: 0, width: 91.5, height: 30),
                Rect(x: 199, y: 0, width: 91.5, height: 30), Rect(x: 298.5, y: 0, width: 91.5, height: 30),
                Rect(x: 0, y: 38, width: 91.5, height: 30),
            ]),
        Case(
            name: "a fixed 100 column and a flexible one: the flexible one takes 300 − 100 − 8 = 192",
            grid: columns([GridTrack(.fixed(100)), flexible]), items: [item(10), item(10)], proposal: 300,
            expectedSize: Size(width: 300, height: 10),
            expected: [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 108, y: 0, width: 192, height: 10)]),
        Case(
            name: "a flexible column capped at 50 goes first and gives back the rest: 50 and 300 − 50 − 8 = 242",
            grid: columns([flexible, GridTrack(.flexible(minimum: 10, maximum: 50))]), items: [item(10), item(10)],
            proposal: 300, expectedSize: Size(width: 300, height: 10),
            expected: [Rect(x: 0, y: 0, width: 242, height: 10), Rect(x: 250, y: 0, width: 50, height: 10)]),
        Case(
            name: "spacing: 20 after the first column, 0 between rows; a 30-wide box centred in its 170 cell",
            grid: columns([GridTrack(.flexible(minimum: 10, maximum: .infinity), spacing: 20), flexible], spacing: 0),
            items: [box(30, 10), item(10), item(5)], proposal: 360,
            expectedSize: Size(width: 360, height: 15),
            expected: [
                Rect(x: 70, y: 0, width: 30, height: 10), Rect(x: 190, y: 0, width: 170, height: 10),
                Rect(x: 0, y: 10, width: 170, height: 5),
            ]),
        Case(
            name: "the grid's leading alignment puts a narrow item at its cell's leading edge, centred along",
            grid: columns([flexible, flexible], alignment: 0), items: [box(30, 10), item(20)], proposal: 208,
            expectedSize: Size(width: 208, height: 20),
            expected: [Rect(x: 0, y: 5, width: 30, height: 10), Rect(x: 108, y: 0, width: 100, height: 20)]),
        Case(
            name: "a column's own alignment wins: bottom-trailing in a 100 × 20 cell",
            grid: columns([GridTrack(.flexible(minimum: 10, maximum: .infinity), alignment: .bottomTrailing), flexible]
            ),
            items: [box(30, 10), item(20)], proposal: 208, expectedSize: Size(width: 208, height: 20),
            expected: [Rect(x: 70, y: 10, width: 30, height: 10), Rect(x: 108, y: 0, width: 100, height: 20)]),
        Case(
            name: "a horizontal grid: two flexible rows of (100 − 8) / 2 = 46, items fill columns downwards",
            grid: GridContainer(isVertical: false, tracks: [flexible, flexible]),
            items: [box(30, 10), box(50, 10), box(20, 10)], proposal: 100,
            expectedSize: Size(width: 78, height: 100),
            expected: [
                Rect(x: 10, y: 18, width: 30, height: 10), Rect(x: 0, y: 72, width: 50, height: 10),
                Rect(x: 58, y: 18, width: 20, height: 10),
            ]),
    ]

    func testTheTable() throws {
        var failures: [String] = []
        for c in Self.cases {
            let pass = LayoutPass(engine: engine)
            let proposal =
                c.grid.isVertical
                ? ProposedSize(width: c.proposal, height: nil) : ProposedSize(width: nil, height: c.proposal)
            let children = LayoutChildren(
                pass: pass, views: c.items, id: NodeID([]), env: LayoutEnvironment(), layout: c.grid)
            let layout = try c.grid.layout(children, proposal)
            if layout.size != c.expectedSize || layout.frames != c.expected {
                failures.append(
                    "\(c.name):\n  size \(layout.size) (expected \(c.expectedSize))\n  frames \(layout.frames)")
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testWithoutAProposalFlexibleAndAdaptiveColumnsTakeTheirMinimum() {
        let tracks = GridContainer.resolvedTracks(
            [
                GridTrack(.flexible(minimum: 30, maximum: 100)), GridTrack(.adaptive(minimum: 40, maximum: .infinity)),
                GridTrack(.fixed(5)),
            ],
            available: nil)
        XCTAssertEqual(tracks.map(\.length), [30, 40, 5])
    }

    func testAGridInAViewTreeIsPlacedWhereItsParentPutsIt() throws {
        // Centred in the 390 × 844 canvas: 166 × 10 at ((390 − 166) / 2, (844 − 10) / 2).
        let grid = ViewNode.stack(
            .grid(Self.columns(Array(repeating: GridTrack(.fixed(50)), count: 3))), [Self.item(10), Self.item(10)])
        let root = try engine.layout(grid)
        XCTAssertEqual(root.frame, Rect(x: 112, y: 417, width: 166, height: 10))
        XCTAssertEqual(root.node(1)?.frame, Rect(x: 170, y: 417, width: 50, height: 10))
    }
}
