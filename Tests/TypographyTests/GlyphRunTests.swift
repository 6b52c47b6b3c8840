import Geometry
import XCTest

@testable import Typography

final class GlyphRunTests: XCTestCase {
    func testRunPathPlacesEachGlyphOutlineAtItsPosition() throws {
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        let run = face.shape("Tof")
        let origin = Point(x: 10, y: 30)

        var expected = Path()
        for glyph in run.glyphs {
            let at = origin + glyph.position
            expected.addPath(face.path(forGlyph: glyph.id), transform: .translation(x: at.x, y: at.y))
        }
        let path = run.path(font: face, origin: origin)
        XCTAssertEqual(path.elements.count, expected.elements.count)
        for (a, b) in zip(path.elements, expected.elements) {
            XCTAssertTrue(Self.nearlyEqual(a, b), "\(a) != \(b)")
        }
    }

    func testRunPathSitsOnTheBaselineWithinTheAdvance() throws {
        let face = try FontLibrary.shared.systemFont(size: 24, weight: 700)
        let run = face.shape("Hxo")
        let bounds = run.path(font: face, origin: Point(x: 100, y: 50)).controlPointBounds
        XCTAssertGreaterThanOrEqual(bounds.minX, 100)
        XCTAssertLessThanOrEqual(bounds.maxX, 100 + run.advance)
        XCTAssertEqual(bounds.maxY, 50, accuracy: 0.05 * face.size)  // flat bottoms on the baseline
        XCTAssertGreaterThanOrEqual(bounds.minY, 50 - face.ascent)
        XCTAssertLessThan(bounds.minY, 50 - 0.6 * face.size)  // the capital H
    }

    private static func nearlyEqual(_ a: Path.Element, _ b: Path.Element) -> Bool {
        func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return close(p, q)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return close(p, q) && close(c, d)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return close(p, q) && close(c1, d1) && close(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}
