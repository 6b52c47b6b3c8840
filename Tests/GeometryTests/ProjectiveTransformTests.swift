import Foundation
import Geometry
import TestSupport
import XCTest

final class ProjectiveTransformTests: XCTestCase {
    /// Positions are compared to this many points (the matrix is a few dozen float operations).
    private let tolerance = 1e-9

    private func assertClose(_ p: Point?, _ q: Point, _ message: String = "", line: UInt = #line) {
        guard let p else { return XCTFail("no image \(message)", line: line) }
        XCTAssertEqual(p.x, q.x, accuracy: tolerance, message, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: tolerance, message, line: line)
    }

    /// The slow reference: Core Animation's construction with 4×4 column-vector matrices,
    /// multiplied out: translate(anchor) · perspective · rotate(axis, angle) · translate(−anchor),
    /// applied to (x, y, 0, 1) and divided by w.
    private func reference(
        _ p: Point, angle: Double, axis: (Double, Double, Double), anchor: (Double, Double, Double),
        perspective: Double, size: Size
    ) -> Point? {
        typealias M = [[Double]]
        func multiply(_ a: M, _ b: M) -> M {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        func translate(_ x: Double, _ y: Double, _ z: Double) -> M {
            [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z], [0, 0, 0, 1]]
        }
        let n = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        let (x, y, z) = (axis.0 / n, axis.1 / n, axis.2 / n)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        let rotate: M = [
            [x * x * k + c, x * y * k - z * s, x * z * k + y * s, 0],
            [y * x * k + z * s, y * y * k + c, y * z * k - x * s, 0],
            [z * x * k - y * s, z * y * k + x * s, z * z * k + c, 0],
            [0, 0, 0, 1],
        ]
        var project = translate(0, 0, 0)
        project[3][2] = -perspective / max(size.width, size.height)
        let m = multiply(
            translate(anchor.0, anchor.1, anchor.2),
            multiply(project, multiply(rotate, translate(-anchor.0, -anchor.1, -anchor.2))))
        let v = [p.x, p.y, 0, 1]
        let out = (0..<4).map { i in (0..<4).reduce(0) { $0 + m[i][$1] * v[$1] } }
        guard out[3] > 0 else { return nil }
        return Point(x: out[0] / out[3], y: out[1] / out[3])
    }

    private let card = Size(width: 200, height: 100)
    private let centre = Point(x: 100, y: 50)

    func testNinetyDegreesAboutYFoldsTheCardOntoItsAnchorLine() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(90), axis: (0, 1, 0), anchor: centre, perspective: 1, size: card)
        // The anchor line maps to itself; every other point onto it (the card is seen edge-on).
        for y in stride(from: 0.0, through: 100, by: 25) {
            assertClose(h.apply(Point(x: 100, y: y)), Point(x: 100, y: y))
            XCTAssertEqual(h.apply(Point(x: 0, y: y))?.x ?? .nan, 100, accuracy: tolerance)
            XCTAssertEqual(h.apply(Point(x: 200, y: y))?.x ?? .nan, 100, accuracy: tolerance)
        }
    }

    /// 45° about y with perspective 1 (viewer 200 pt away): x' = dx·cos, z = −dx·sin, W = 1 + dx·sin/200.
    /// The right side moves away (smaller), the left comes closer (larger): Apple's documented look.
    func testFortyFiveDegreesAboutYMatchesTheAnalyticMapping() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(45), axis: (0, 1, 0), anchor: centre, perspective: 1, size: card)
        let s = 0.5.squareRoot()
        for p in [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 30, y: 70)] {
            let dx = p.x - 100
            let dy = p.y - 50
            let w = 1 + dx * s / 200
            assertClose(h.apply(p), Point(x: 100 + dx * s / w, y: 50 + dy / w), "\(p)")
        }
        let right = h.apply(Point(x: 200, y: 100))!.y - h.apply(Point(x: 200, y: 0))!.y
        let left = h.apply(Point(x: 0, y: 100))!.y - h.apply(Point(x: 0, y: 0))!.y
        XCTAssertLessThan(right, 100)
        XCTAssertGreaterThan(left, 100)
    }

    /// About z the 3-D rotation is the 2-D one: clockwise on screen for positive angles.
    func testRotationAboutZIsRotationEffect() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(30), axis: (0, 0, 1), anchor: centre, perspective: 1, size: card)
        let flat = AffineTransform.translation(x: -100, y: -50).concatenating(.rotation(.degrees(30)))
            .concatenating(.translation(x: 100, y: 50))
        for p in [Point(x: 0, y: 0), Point(x: 200, y: 10), Point(x: 120, y: 90)] {
            assertClose(h.apply(p), flat.apply(p))
        }
        // Positive about x brings the bottom edge closer (it grows) and tips the top away, as
        // the familiar "Star Wars crawl" of `rotation3DEffect(.degrees(60), axis: (1, 0, 0))` does.
        let x = ProjectiveTransform.rotation3D(
            angle: .degrees(40), axis: (1, 0, 0), anchor: centre, perspective: 1, size: card)
        let bottom = x.apply(Point(x: 200, y: 100))!.x - x.apply(Point(x: 0, y: 100))!.x
        let top = x.apply(Point(x: 200, y: 0))!.x - x.apply(Point(x: 0, y: 0))!.x
        XCTAssertGreaterThan(bottom, 200)
        XCTAssertLessThan(top, 200)
    }

    func testMatchesTheFourByFourReference() {
        var random = SplitMix64(state: 7)
        for _ in 0..<50 {
            let angle = random.double(in: -4...4)
            let axis = (random.double(in: -1...1), random.double(in: -1...1), random.double(in: -1...1))
            let anchor = random.point(in: -50...250)
            let z = random.double(in: -40...40)
            let perspective = random.double(in: 0...2)
            let h = ProjectiveTransform.rotation3D(
                angle: .radians(angle), axis: axis, anchor: anchor, anchorZ: z, perspective: perspective, size: card)
            for _ in 0..<4 {
                let p = random.point(in: 0...200)
                let expected = reference(
                    p, angle: angle, axis: axis, anchor: (anchor.x, anchor.y, z), perspective: perspective, size: card)
                guard let expected else {
                    XCTAssertNil(h.apply(p))
                    continue
                }
                guard let got = h.apply(p) else { return XCTFail("lost \(p)") }
                XCTAssertEqual(got.x, expected.x, accuracy: 1e-6 * max(1, abs(expected.x)))
                XCTAssertEqual(got.y, expected.y, accuracy: 1e-6 * max(1, abs(expected.y)))
            }
        }
    }

    func testInverseRoundTripAndComposition() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(50), axis: (0.3, 1, 0.2), anchor: centre, anchorZ: 10, perspective: 1.5, size: card)
        guard let inverse = h.inverted else { return XCTFail("singular") }
        let a = AffineTransform.translation(x: 7, y: -3).concatenating(.scale(x: 3, y: 3))
        let composed = h.concatenating(ProjectiveTransform(a))
        for p in [Point(x: 0, y: 0), Point(x: 200, y: 100), Point(x: 77, y: 12)] {
            guard let q = h.apply(p) else { return XCTFail("behind") }
            assertClose(inverse.apply(q), p)
            // The inverse's W at the image is 1 / W at the point.
            XCTAssertEqual(inverse.homogeneous(q).w * h.homogeneous(p).w, 1, accuracy: 1e-12)
            assertClose(composed.apply(p), a.apply(q))
        }
        assertClose(h.concatenating(inverse).apply(Point(x: 5, y: 6)), Point(x: 5, y: 6))
    }

    /// Turned past 90° with strong perspective, part of the card is behind the viewer: it has no
    /// image, and the bounds cover only the part in front.
    func testPointsBehindTheViewerHaveNoImage() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(60), axis: (0, 1, 0), anchor: centre, perspective: 4, size: card)
        // W = 1 + dx·sin60·4/200 ≤ 0 for dx ≤ −57.7: the left end comes through the viewer.
        XCTAssertNil(h.apply(Point(x: 0, y: 50)))
        XCTAssertNotNil(h.apply(Point(x: 60, y: 50)))
        let bounds = h.bounds(of: Rect(x: 0, y: 0, width: 200, height: 100), minimumW: 0.01)
        XCTAssertNotNil(bounds)
        // The bounds are those of the visible part's vertices (finite despite the cut).
        XCTAssertTrue(bounds.map { $0.minX.isFinite && $0.maxY.isFinite } ?? false)
        XCTAssertNil(
            ProjectiveTransform.rotation3D(
                angle: .degrees(90), axis: (0, 1, 0), anchor: Point(x: 300, y: 50), perspective: 4, size: card
            ).bounds(of: Rect(x: 0, y: 0, width: 40, height: 100)))
    }

    func testDegenerateInputsGiveTheIdentityOrNoPerspective() {
        XCTAssertEqual(
            ProjectiveTransform.rotation3D(angle: .degrees(30), axis: (0, 0, 0), anchor: centre, size: card), .identity)
        let flat = ProjectiveTransform.rotation3D(
            angle: .degrees(45), axis: (0, 1, 0), anchor: centre, perspective: 0, size: card)
        XCTAssertTrue(flat.isAffine)
        XCTAssertTrue(
            ProjectiveTransform.rotation3D(
                angle: .degrees(45), axis: (0, 1, 0), anchor: .zero, size: Size(width: 0, height: 0)
            )
            .isAffine)
    }
}
