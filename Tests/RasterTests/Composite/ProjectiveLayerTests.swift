import Foundation
import Geometry
import TestSupport
import XCTest

@testable import Raster

/// Layers seen through a projective transform (rotation3DEffect), checked against the matrix.
final class ProjectiveLayerTests: XCTestCase {
    /// A 40×40 opaque white square at (30, 30) on a 100×100 canvas.
    private let square = Rect(x: 30, y: 30, width: 40, height: 40)

    private func projected(_ h: ProjectiveTransform, opacity: Double = 1) -> DrawCommand {
        .layer(
            Layer(
                content: DisplayList(commands: [fill(Path.rect(square), .solid(.white))]), opacity: opacity,
                projection: h))
    }

    /// 45° about the square's vertical centre line, the viewer 40 px in front of it.
    private var turned: ProjectiveTransform {
        .rotation3D(
            angle: .degrees(45), axis: (0, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1, size: square.size)
    }

    /// The projected corners are where the matrix puts them: the pixel holding the image of a
    /// point 3 px inside a corner (diagonally, in the square) is opaque, that of a point 3 px
    /// outside is empty. (A sample is partly covered only within half a source pixel of an edge;
    /// a target pixel's centre is within 0.71 px of the point, which the matrix stretches by 0.6
    /// to 1.7 here.) The left edge, closer, comes out longer than the right.
    func testCornersLandWhereTheMatrixSays() {
        let h = turned
        let buffer = render([projected(h)], width: 100, height: 100)
        for (x, y, dx, dy) in [(30.0, 30.0, 1.0, 1.0), (70, 30, -1, 1), (70, 70, -1, -1), (30, 70, 1, -1)] {
            let inside = h.apply(Point(x: x + 3 * dx, y: y + 3 * dy))!
            let outside = h.apply(Point(x: x - 3 * dx, y: y - 3 * dy))!
            XCTAssertEqual(rgba(buffer, Int(inside.x), Int(inside.y))[3], 255, "inside (\(x), \(y))")
            XCTAssertEqual(rgba(buffer, Int(outside.x), Int(outside.y))[3], 0, "outside (\(x), \(y))")
        }
        let corners = [Point(x: 30, y: 30), Point(x: 70, y: 30), Point(x: 70, y: 70), Point(x: 30, y: 70)].map {
            h.apply($0)!
        }
        XCTAssertGreaterThan(corners[3].y - corners[0].y, corners[2].y - corners[1].y)
    }

    /// The covered area is the projected quadrilateral's (bilinear edges keep area to within a
    /// fraction of a pixel per unit of perimeter: tolerance 0.15 px × perimeter).
    func testAreaIsTheProjectedQuadrilateral() {
        for degrees in [0.0, 30, 45, 70, -55] {
            let h = ProjectiveTransform.rotation3D(
                angle: .degrees(degrees), axis: (0.2, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1,
                size: square.size)
            let buffer = render([projected(h)], width: 100, height: 100)
            let q = [Point(x: 30, y: 30), Point(x: 70, y: 30), Point(x: 70, y: 70), Point(x: 30, y: 70)].map {
                h.apply($0)!
            }
            var area = 0.0
            var perimeter = 0.0
            for i in 0..<4 {
                let a = q[i]
                let b = q[(i + 1) % 4]
                area += a.x * b.y - b.x * a.y
                perimeter += a.distance(to: b)
            }
            XCTAssertEqual(coveredArea(buffer), abs(area) / 2, accuracy: 0.15 * perimeter, "\(degrees)°")
        }
    }

    /// With strong perspective the left end of the square comes through the viewer's plane:
    /// no pixel whose inverse image lies behind the viewer is drawn (a plain division by W would
    /// draw it mirrored on the far side), and the part in front still is.
    func testNothingIsDrawnBehindTheViewer() {
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(70), axis: (0, 1, 0), anchor: Point(x: 50, y: 50), perspective: 3, size: square.size)
        XCTAssertNil(h.apply(Point(x: 30, y: 50)), "the test needs a corner behind the viewer")
        let buffer = render([projected(h)], width: 100, height: 100)
        let inverse = h.inverted!
        var drawn = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let alpha = rgba(buffer, x, y)[3]
                if alpha > 0 { drawn += 1 }
                let back = inverse.homogeneous(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                if back.w <= 0 { XCTAssertEqual(alpha, 0, "(\(x), \(y)) is behind the viewer") }
            }
        }
        XCTAssertGreaterThan(drawn, 100)
        // The visible part's far (right) end, drawn where the matrix says.
        let far = h.apply(Point(x: 65, y: 50))!
        XCTAssertEqual(rgba(buffer, Int(far.x), Int(far.y))[3], 255)
    }

    /// The identity projection composites the layer's pixels unchanged (pixel centres map to
    /// pixel centres), and an affine one matches the same square drawn moved.
    func testIdentityAndTranslationAreExact() {
        let plain = render([layer([fill(Path.rect(square), .solid(.white))], opacity: 0.5)], width: 100, height: 100)
        XCTAssertNil(firstDifference(render([projected(.identity, opacity: 0.5)], width: 100, height: 100), plain))
        let moved = ProjectiveTransform(AffineTransform.translation(x: 7, y: -4))
        let expected = render(
            [fill(Path.rect(square).applying(.translation(x: 7, y: -4)), .solid(.white))], width: 100, height: 100)
        XCTAssertNil(firstDifference(render([projected(moved)], width: 100, height: 100), expected))
    }

    /// A card turning frame by frame (cached flat buffer, changing projection), redrawn from any
    /// earlier frame, gives exactly the full render; the same for 1 and 2 threads.
    func testTurningCardRedrawsExactly() {
        func frame(_ i: Int) -> DisplayList {
            let h = ProjectiveTransform.rotation3D(
                angle: .degrees(Double(i) * 17), axis: (0, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1,
                size: square.size)
            return DisplayList(commands: [fill(rectPath(0, 0, 100, 8), .solid(.black)), projected(h)])
        }
        let base = render([], width: 100, height: 100, background: .white)
        var single: PixelBuffer?
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            for from in 0..<4 {
                for to in from..<6 {
                    var buffer = base
                    var damage = DamageMask(width: 100, height: 100)
                    renderer.render(frame(from), onto: &buffer, recording: &damage)
                    var full = base
                    renderer.render(frame(to), onto: &full)
                    XCTAssertTrue(
                        renderer.redraw(&buffer, showing: frame(from), as: frame(to), over: base, damage: &damage))
                    XCTAssertNil(firstDifference(buffer, full), "threads \(threads), \(from) → \(to)")
                    if from == 0, to == 5 {
                        if let single { XCTAssertNil(firstDifference(full, single)) } else { single = full }
                    }
                }
            }
        }
    }

    /// A turning layer keeps its flat buffer in the cache (the projection acts when
    /// compositing), and a frame served from it has the pixels of drawing it afresh.
    func testATurningLayerReusesItsBuffer() {
        func frame(_ degrees: Double) -> [DrawCommand] {
            [
                fill(rectPath(0, 0, 100, 100), .solid(RGBAColor(white: 0.8))),
                projected(
                    .rotation3D(
                        angle: .degrees(degrees), axis: (0, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1,
                        size: square.size)),
            ]
        }
        let caches = RenderCaches()
        func fresh(_ commands: [DrawCommand]) -> PixelBuffer {
            caches.removeAll()
            return render(commands, width: 100, height: 100, threads: 2, caches: caches)
        }
        _ = fresh(frame(10))
        _ = render(frame(10), width: 100, height: 100, caches: caches)
        let hits = caches.layers?.hits ?? 0
        let turned = render(frame(35), width: 100, height: 100, caches: caches)
        XCTAssertGreaterThan(caches.layers?.hits ?? 0, hits, "served from the cache")
        XCTAssertEqual(turned, fresh(frame(35)))
        XCTAssertNotEqual(turned, fresh(frame(10)))
    }

    /// Content reaching far beyond what shows through a projection is drawn only where the
    /// output's pixels can sample it: a 4,000-pixel square turned on a 100×100 canvas gets a
    /// buffer of the canvas's preimage (before: the canvas grown by `maximumMargin` a side,
    /// 2,124 pixels square, for each nested projected layer), and the pixels are those of a
    /// larger canvas, alone and nested.
    func testAProjectedLayerDrawsOnlyWhatItsOutputCanSample() {
        // Turned 25° (50° nested), the preimages stay well inside the canvas's reach
        // (`maximumMargin`), which cuts far content alike before and after.
        let h = ProjectiveTransform.rotation3D(
            angle: .degrees(25), axis: (0.3, 1, 0), anchor: Point(x: 50, y: 50), perspective: 1,
            size: Size(width: 100, height: 100))
        func layer(_ content: Rect) -> Layer {
            Layer(content: DisplayList(commands: [fill(Path.rect(content), .solid(.white))]), projection: h)
        }
        let huge = layer(Rect(x: -2000, y: -2000, width: 4000, height: 4000))
        let canvas = PixelRect(x: 0, y: 0, width: 100, height: 100)
        guard let plan = LayerPlan(huge, region: canvas, canvas: canvas) else { return XCTFail("no plan") }
        XCTAssertEqual(plan.output, canvas)
        XCTAssertEqual(plan.buffer, LayerPlan.preimage(of: canvas, through: h))
        XCTAssertLessThan(plan.buffer.width, 300)
        XCTAssertLessThan(plan.buffer.height, 300)
        // The pixels do not depend on how much is cut: on a 100×100 canvas they are those of
        // the top-left corner of a 300×300 canvas, whose preimage is larger, alone and nested.
        let nested = Layer(content: DisplayList(commands: [.layer(huge)]), projection: h)
        for (name, layer) in [("alone", huge), ("nested", nested)] {
            let small = render([.layer(layer)], width: 100, height: 100)
            let large = render([.layer(layer)], width: 300, height: 300)
            var differing = 0
            for y in 0..<100 {
                for x in 0..<100 where rgba(small, x, y) != rgba(large, x, y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, name)
            XCTAssertGreaterThan(small.bytes.filter { $0 == 255 }.count, 4000, name)
        }
    }

    /// The row loop gives the slow reference's bytes, pixel for pixel, for random projections of
    /// a buffer with flat runs, transparent holes and noise (edges of the buffer included).
    func testWarpMatchesTheReferencePixelByPixel() {
        var random = SplitMix64(state: 11)
        let source = Surface.allocate(PixelRect(x: 13, y: 7, width: 37, height: 29))
        defer { source.deallocate() }
        for y in 0..<29 {
            for x in 0..<37 {
                let a = x % 9 < 3 ? 0 : (y < 10 ? 255 : random.int(in: 0...255))
                let c = a == 255 ? 200 : random.int(in: 0...a)
                let p = source.address(x: 13 + x, y: 7 + y)
                (p[0], p[1], p[2], p[3]) = (UInt8(c), UInt8(c / 2), UInt8(a / 3), UInt8(a))
            }
        }
        let pool = WorkPool(threads: 2)
        for _ in 0..<12 {
            let h = ProjectiveTransform.rotation3D(
                angle: .radians(random.double(in: -2...2)),
                axis: (random.double(in: -1...1), random.double(in: -1...1), random.double(in: -1...1)),
                anchor: Point(x: random.double(in: 10...50), y: random.double(in: 5...40)),
                perspective: random.double(in: 0...3), size: Size(width: 37, height: 29))
            guard let inverse = h.inverted else { continue }
            let target = Surface.allocate(PixelRect(x: -20, y: -20, width: 100, height: 90))
            defer { target.deallocate() }
            let warp = ProjectiveWarp(source: source, inverse: inverse)
            warp.warp(into: target, within: target.rect, pool: pool)
            for y in -20..<70 {
                for x in -20..<80 {
                    let got = UnsafeRawPointer(target.address(x: x, y: y)).loadUnaligned(as: UInt32.self)
                    XCTAssertEqual(got, warp.referencePixel(x: x, y: y) ?? 0, "(\(x), \(y))")
                }
            }
        }
    }
}
