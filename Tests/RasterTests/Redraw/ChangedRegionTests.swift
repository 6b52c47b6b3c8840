import Geometry
import XCTest

@testable import Raster

final class ChangedRegionTests: XCTestCase {
    let canvas = PixelRect(x: 0, y: 0, width: 400, height: 300)

    private func region(_ old: [DrawCommand], _ new: [DrawCommand]) -> [PixelRect] {
        ChangedRegion(from: DisplayList(commands: old), to: DisplayList(commands: new), canvas: canvas).rects
    }

    private func dot(_ x: Double, _ y: Double) -> DrawCommand { fill(rectPath(x, y, 10, 10), .solid(.black)) }

    private let background = fill(rectPath(0, 0, 400, 300), .solid(.white))

    /// A clipped card (100×160 at 20, 20) holding a panel and a dot.
    private func card(dotAt x: Double, filters: [LayerFilter] = [], opacity: Double = 1) -> DrawCommand {
        layer(
            [fill(rectPath(20, 20, 100, 160), .solid(.init(red: 0.9, green: 0.9, blue: 1))), dot(x, 50)],
            opacity: opacity, filters: filters, clip: Layer.Clip(path: rectPath(20, 20, 100, 160)))
    }

    func testInsideALayerThatDiffersOnlyInContentOnlyWhatChangedInItCounts() {
        // The dot moves from x 30 to 36: 30...46 × 50...60, not the card.
        XCTAssertEqual(
            region([background, card(dotAt: 30)], [background, card(dotAt: 36)]),
            [PixelRect(minX: 30, minY: 50, maxX: 46, maxY: 60)])
        // A colour multiply acts pixel by pixel too.
        let tint = LayerFilter.colorMultiply(.init(red: 1, green: 0.5, blue: 0.5))
        XCTAssertEqual(
            region([card(dotAt: 30, filters: [tint])], [card(dotAt: 36, filters: [tint])]),
            [PixelRect(minX: 30, minY: 50, maxX: 46, maxY: 60)])
        // Cut by the clip: the dot leaving the card changes only the card's part of its path.
        XCTAssertEqual(
            region([card(dotAt: 110)], [card(dotAt: 130)]), [PixelRect(minX: 110, minY: 50, maxX: 120, maxY: 60)])
    }

    func testALayerWhoseFiltersSpreadOrWhoseShellChangesCountsWhole() {
        let whole = PixelRect(minX: 20, minY: 20, maxX: 120, maxY: 180)
        // A blur moves colour between pixels (and its sums depend on the region): the whole card.
        XCTAssertEqual(
            region([card(dotAt: 30, filters: [.blur(sigma: 2)])], [card(dotAt: 36, filters: [.blur(sigma: 2)])]),
            [whole])
        // Opacity changes every pixel of the card.
        XCTAssertEqual(region([card(dotAt: 30, opacity: 0.5)], [card(dotAt: 30, opacity: 0.6)]), [whole])
        XCTAssertEqual(region([card(dotAt: 30)], [card(dotAt: 30)]), [])
    }

    func testDistantChangesStayApartAndNearOnesMerge() {
        // Dots far apart: two rectangles.
        XCTAssertEqual(
            region([background, dot(10, 10), dot(300, 200)], [background, dot(14, 10), dot(300, 206)]),
            [PixelRect(minX: 10, minY: 10, maxX: 24, maxY: 20), PixelRect(minX: 300, minY: 200, maxX: 310, maxY: 216)])
        // Close together: the rectangle around both is hardly larger.
        XCTAssertEqual(
            region([dot(10, 10), dot(40, 10)], [dot(14, 10), dot(44, 10)]),
            [PixelRect(minX: 10, minY: 10, maxX: 54, maxY: 20)])
        // A command added at the end counts with its extent.
        XCTAssertEqual(
            region([dot(10, 10)], [dot(10, 10), dot(200, 100)]), [PixelRect(x: 200, y: 100, width: 10, height: 10)])
    }

    func testManyChangesMakeAFewDisjointRectanglesCoveringThemAll() {
        // Twenty dots 3,000 px apart on a large canvas, each moving 3 px right: too far apart
        // to merge as neighbours, too many to draw one by one.
        let large = PixelRect(x: 0, y: 0, width: 15_000, height: 12_000)
        let positions: [(Double, Double)] = (0..<20).map { (i: Int) -> (Double, Double) in
            let column = Double(i % 5)
            let row = Double(i / 5)
            return (column * 3000, row * 3000)
        }
        let old = DisplayList(commands: positions.map { dot($0.0, $0.1) })
        let new = DisplayList(commands: positions.map { dot($0.0 + 3, $0.1) })
        let rects = ChangedRegion(from: old, to: new, canvas: large).rects
        XCTAssertEqual(rects.count, ChangedRegion.windowLimit)
        for (i, a) in rects.enumerated() {
            XCTAssertTrue(large.contains(a))
            for b in rects[(i + 1)...] { XCTAssertTrue(a.intersection(b).isEmpty, "\(a) overlaps \(b)") }
        }
        for (x, y) in positions {
            let moved = PixelRect(x: Int(x), y: Int(y), width: 13, height: 10)
            XCTAssertTrue(rects.contains { $0.contains(moved) }, "\(moved)")
        }
        // Five are kept apart.
        let five = DisplayList(commands: Array(old.commands.prefix(5)))
        let fiveMoved = DisplayList(commands: Array(new.commands.prefix(5)))
        XCTAssertEqual(ChangedRegion(from: five, to: fiveMoved, canvas: large).rects.count, 5)
        // Beyond `rectangleLimit` rectangles, one around them all.
        let many = (0..<30).map { dot(Double($0) * 400, 0) }
        let manyMoved = (0..<30).map { dot(Double($0) * 400, 5) }
        XCTAssertEqual(
            ChangedRegion(from: DisplayList(commands: many), to: DisplayList(commands: manyMoved), canvas: large).rects,
            [PixelRect(minX: 0, minY: 0, maxX: 29 * 400 + 10, maxY: 15)])
    }
}
