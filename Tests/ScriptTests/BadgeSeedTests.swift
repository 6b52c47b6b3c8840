import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// Seed 003: the Landmarks badge (HexagonParameters, Path builders, GeometryReader, ForEach
/// of rotated symbols), pasted as the article ends it.
final class BadgeSeedTests: XCTestCase {
    private func badge() throws -> SceneGraph.View {
        try XCTUnwrap(try loadScene(Fixtures.badge).snapshots.first)
    }

    func testBadgeIsTheRootAndPreviewsAreIgnored() throws {
        let scene = try loadScene(Fixtures.badge)
        XCTAssertEqual(scene.viewName, "Badge")
        XCTAssertEqual(scene.snapshots.count, 1)
        XCTAssertEqual(
            ViewOutline.describe(try badge()), "ZStack[GeometryReader, GeometryReader].aspectRatio(nil, fit)")
    }

    /// The background: one subpath from HexagonParameters, a line and a quadratic curve per
    /// segment, sized from the smaller side and centred by xScale/xOffset.
    func testHexagonFromHexagonParameters() throws {
        let background = try geometryContent(children(of: try badge())[0], size: Size(width: 300, height: 300))
        let path = try XCTUnwrap(path(of: background))
        XCTAssertEqual(path.elements.count, 13)
        let width = 300 * 0.832
        let xOffset = 300 * (1 - 0.832) / 2
        guard case .move(let start) = path.elements[0], case .line(let line) = path.elements[1],
            case .quadCurve(let to, let control) = path.elements[2], case .quadCurve(let end, _) = path.elements[12]
        else { return XCTFail("unexpected elements \(path.elements)") }
        assertPoint(start, xOffset + width * 0.95, 300 * (0.20 + 0.085))
        assertPoint(line, xOffset + width * 0.60, 300 * 0.05)
        assertPoint(to, xOffset + width * 0.40, 300 * 0.05)
        assertPoint(control, xOffset + width * 0.50, 0)
        assertPoint(end, start.x, start.y)  // the last curve closes the hexagon
        let start8 = Gradient.Stop(color: Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255), location: 0)
        let end8 = Gradient.Stop(color: Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255), location: 1)
        XCTAssertEqual(
            background,
            .modified(
                .shape(
                    ShapeView(
                        kind: .path(path),
                        drawing: .fill(
                            .linearGradient(
                                Gradient(stops: [start8, end8]), startPoint: UnitPoint(x: 0.5, y: 0),
                                endPoint: UnitPoint(x: 0.5, y: 0.6)), rule: .nonZero))),
                .aspectRatio(1, contentMode: .fit)))
        // A wider reader keeps the hexagon's size: it follows the smaller side.
        let wide = try geometryContent(children(of: try badge())[0], size: Size(width: 500, height: 300))
        XCTAssertEqual(SceneGraph.View.modified(wide, .opacity(1)), .modified(background, .opacity(1)))
    }

    /// The foreground: eight copies of the mountain, rotated by i × 45° around their bottom,
    /// each at half opacity, scaled to a quarter around the top and placed at (w/2, 3h/4).
    func testEightRotatedSymbols() throws {
        let symbols = try geometryContent(children(of: try badge())[1], size: Size(width: 300, height: 300))
        guard case .stack(.z(alignment: .topLeading), let copies) = symbols else {
            return XCTFail("expected the ForEach's copies over each other: \(ViewOutline.describe(symbols))")
        }
        XCTAssertEqual(copies.count, 8)
        for (i, copy) in copies.enumerated() {
            XCTAssertEqual(
                modifiers(of: copy),
                [
                    .padding(EdgeInsets(top: -60, leading: -60, bottom: -60, trailing: -60)),
                    .rotationEffect(.degrees(Double(i) * 45), anchor: .bottom), .opacity(0.5),
                    .scaleEffect(x: 0.25, y: 0.25, anchor: .top), .position(x: 150, y: 225),
                ], "copy \(i)")
        }
    }

    /// The mountain: two subpaths drawn with `addLines`, filled with the symbol colour.
    func testMountainSymbol() throws {
        let symbols = try geometryContent(children(of: try badge())[1], size: Size(width: 300, height: 300))
        let mountain = try geometryContent(children(of: symbols)[0], size: Size(width: 100, height: 100))
        let path = try XCTUnwrap(path(of: mountain))
        XCTAssertEqual(path.elements.count, 11)
        guard case .move(let top) = path.elements[0], case .line(let left) = path.elements[1],
            case .move(let second) = path.elements[5], case .line(let foot) = path.elements[7]
        else { return XCTFail("unexpected elements \(path.elements)") }
        let (spacing, topWidth, topHeight) = (3.0, 22.6, 0.488 * 75)
        assertPoint(top, 50, spacing)
        assertPoint(left, 50 - topWidth, topHeight - spacing)
        assertPoint(second, 50, topHeight / 2 + spacing * 3)
        assertPoint(foot, spacing, 75 - spacing)
        guard case .shape(let shape) = mountain else { return XCTFail("not a shape") }
        XCTAssertEqual(
            shape.drawing, .fill(.color(Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)), rule: .nonZero))
    }

    /// Layout may build a GeometryReader's content on any thread, several at once: every build
    /// gives the same views.
    func testContentBuildsConcurrentlyWithTheSameResult() throws {
        let reader = children(of: try badge())[1]
        let expected = try geometryContent(reader, size: Size(width: 200, height: 200))
        let results = ResultsBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            results.store(i, Result { try geometryContent(reader, size: Size(width: 200, height: 200)) })
        }
        for result in results.values { XCTAssertEqual(try result?.get(), expected) }
    }
}

/// Collects results from concurrent iterations (each writes its own index under a lock).
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<SceneGraph.View, Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Result<SceneGraph.View, Error>) {
        lock.lock()
        values[index] = result
        lock.unlock()
    }
}
