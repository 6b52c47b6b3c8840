import Geometry
import Raster
import XCTest

@testable import SceneGraph

final class ShapePathCacheTests: XCTestCase {
    /// A rounded rectangle drawing itself: stroked, trimmed to `trim`.
    private func frame(trim: Double) throws -> RenderNode {
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)
        let shape = ShapeView(
            kind: .roundedRectangle(cornerRadius: 24, style: .continuous), trimFrom: 0, trimTo: trim,
            drawing: .stroke(.color(.init(red: 1, green: 0, blue: 0.5)), style))
        return try engine.layout(
            ViewNode.stack(.z(alignment: .center), [ViewNode.shape(shape).frame(200, 300), rectangle.frame(20, 20)]))
    }

    private func paths(_ list: DisplayList) -> [Path] {
        list.commands.compactMap { command in
            if case .fill(let path, _, _, _) = command { return path }
            return nil
        }
    }

    /// Whether two paths share their storage (not only equal elements).
    private func sameStorage(_ a: Path, _ b: Path) -> Bool {
        a.elements.withUnsafeBufferPointer { x in
            b.elements.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
        }
    }

    /// A shape built again unchanged comes back as the same path; the list equals what a new
    /// builder makes.
    func testAnUnchangedShapeGetsTheSamePathBack() throws {
        let builder = DisplayListBuilder(scale: 3, images: FakeImages())
        let first = builder.build(try frame(trim: 1))
        let again = builder.build(try frame(trim: 1))
        XCTAssertEqual(again, first)
        XCTAssertEqual(again, DisplayListBuilder(scale: 3, images: FakeImages()).build(try frame(trim: 1)))
        let (a, b) = (paths(first), paths(again))
        XCTAssertEqual(a.count, 2)
        XCTAssertGreaterThan(a[0].elements.count, 50, "the stroke's outline")
        XCTAssertTrue(zip(a, b).allSatisfy { sameStorage($0, $1) })
        XCTAssertFalse(
            sameStorage(a[0], paths(DisplayListBuilder(scale: 3, images: FakeImages()).build(try frame(trim: 1)))[0]))
    }

    /// A shape that changed (the stroke grown) is outlined anew, as a new builder outlines it;
    /// the unchanged square keeps its path.
    func testAChangedShapeIsOutlinedAgain() throws {
        let builder = DisplayListBuilder(scale: 3, images: FakeImages())
        let before = paths(builder.build(try frame(trim: 0.5)))
        let after = paths(builder.build(try frame(trim: 0.6)))
        XCTAssertEqual(after, paths(DisplayListBuilder(scale: 3, images: FakeImages()).build(try frame(trim: 0.6))))
        XCTAssertNotEqual(after[0], before[0])
        XCTAssertTrue(sameStorage(after[1], before[1]))
    }

    /// After `discardCachedPaths()` the shapes are outlined again (same values).
    func testDiscardingCachedPathsOutlinesAgain() throws {
        let builder = DisplayListBuilder(scale: 3, images: FakeImages())
        let first = paths(builder.build(try frame(trim: 1)))
        builder.discardCachedPaths()
        let again = paths(builder.build(try frame(trim: 1)))
        XCTAssertEqual(again, first)
        XCTAssertFalse(sameStorage(again[0], first[0]))
    }
}

final class ShapePathCacheBudgetTests: XCTestCase {
    /// A path of `count` line segments, moved by `dx`.
    private func key(_ count: Int, dx: Double) -> (ShapePathCache.Key, Path) {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 1...count { path.addLine(to: Point(x: Double(i), y: Double(i % 7))) }
        let key = ShapePathCache.Key(
            frame: Rect(x: 0, y: 0, width: 10, height: 10), transform: .translation(x: dx, y: 0), trimFrom: 0,
            trimTo: 1, mode: .fill(.nonZero), kind: .path(path))
        return (key, path)
    }

    /// A large path moved every frame keeps the cache within its element budget; paths larger
    /// than a quarter of it are not kept at all.
    func testOutlinesStayWithinTheElementBudget() {
        let cache = ShapePathCache()
        let count = ShapePathCache.elementBudget / 10
        for frame in 0..<40 {
            let (key, path) = key(count, dx: Double(frame))
            _ = cache.path(for: key) { path }
        }
        XCTAssertLessThanOrEqual(cache.elementCount, ShapePathCache.elementBudget)
        XCTAssertGreaterThan(cache.elementCount, ShapePathCache.elementBudget / 2, "the most recent are kept")
        let (recent, _) = key(count, dx: 39)
        var built = false
        _ = cache.path(for: recent) {
            built = true
            return nil
        }
        XCTAssertFalse(built, "the last outline is kept")
        let (huge, hugePath) = key(ShapePathCache.elementBudget / 2, dx: 0)
        _ = cache.path(for: huge) { hugePath }
        _ = cache.path(for: huge) {
            built = true
            return hugePath
        }
        XCTAssertTrue(built, "too large to keep")
    }
}
