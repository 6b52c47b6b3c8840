import Geometry
import XCTest

@testable import Raster

final class RendererTests: XCTestCase {
    /// A scene crossing many 32-row bands, with every paint kind, strokes, both fill rules,
    /// transparency and overlaps.
    private func scene(width: Int, height: Int) -> [DrawCommand] {
        var image = [UInt8]()
        for y in 0..<7 {
            for x in 0..<5 { image += [UInt8(x * 50), UInt8(y * 36), 90, 255] }
        }
        let photo = PixelBuffer(width: 5, height: 7, bytes: image)!
        let full = Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let frame = Path.roundedRect(
            Rect(x: 12.3, y: 40.7, width: 70, height: 200), cornerRadius: 12, style: .continuous)
        let rainbow = GradientStops(colors: [
            RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 1, green: 1, blue: 0),
            RGBAColor(red: 0, green: 1, blue: 0),
            RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 1, green: 0, blue: 0),
        ])
        let star = polygonPath(
            (0..<5).map { k in
                let angle = Double(k * 2 % 5) * 2 * .pi / 5
                return Point(x: 48 + 40 * cos(angle), y: 150 + 100 * sin(angle))
            })
        let dashed = Path.circle(in: Rect(x: 20, y: 200, width: 60, height: 60))
            .strokeOutline(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [9, 6]), tolerance: 0.1)
        return [
            fill(full, .image(photo, transform: .scale(x: Double(width) / 5, y: Double(height) / 7))),
            fill(
                frame.trimmed(from: 0.1, to: 0.8).strokeOutline(
                    StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.1),
                .angularGradient(rainbow, center: Point(x: 47, y: 140), startAngle: .zero, endAngle: .degrees(360))),
            fill(star, .linearGradient(rainbow, start: Point(x: 0, y: 60), end: Point(x: 0, y: 250)), rule: .evenOdd),
            fill(
                star, .solid(RGBAColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.4)),
                multiply: RGBAColor(white: 1, alpha: 0.7)),
            fill(dashed, .radialGradient(rainbow, center: Point(x: 50, y: 230), startRadius: 10, endRadius: 40)),
        ]
    }

    func testPixelsAreIdenticalForAnyThreadCount() {
        let commands = scene(width: 97, height: 300)
        let one = render(commands, width: 97, height: 300, background: .black, threads: 1)
        for threads in [2, 3, 8] {
            XCTAssertEqual(
                render(commands, width: 97, height: 300, background: .black, threads: threads), one,
                "\(threads) threads")
        }
        // The scene really draws: most pixels differ from the background.
        XCTAssertGreaterThan(one.bytes.count - one.bytes.filter { $0 == 0 }.count, one.bytes.count / 2)
    }

    func testStrokedCircleHasTheAreaOfAnAnnulus() {
        let r = 30.0
        let circle = Path.circle(in: Rect(x: 40.4 - r, y: 39.7 - r, width: 2 * r, height: 2 * r))
        let outline = circle.strokeOutline(StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.1)
        let buffer = render([fill(outline, .solid(.white))], width: 80, height: 80)
        let annulus = Double.pi * (35 * 35 - 25 * 25)
        XCTAssertLessThan(abs(coveredArea(buffer) - annulus), 0.01 * annulus, "\(coveredArea(buffer)) vs \(annulus)")
    }

    /// Stroke outlines are made of pieces; where pieces overlap along an edge, accumulation
    /// would over-cover the edge pixels. Compare every pixel with the exact shape (supersampled):
    /// a thin ring (clean contours) and a ring thicker than its radius (its inner side folds
    /// over, which must stay invisible).
    func testStrokeEdgesAreCleanlyAntialiased() {
        let center = Point(x: 30.4, y: 29.7)
        for (radius, width) in [(20.0, 10.0), (3.0, 10.0)] {
            let circle = Path.circle(
                in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let outline = circle.strokeOutline(StrokeStyle(lineWidth: width), tolerance: 0.1)
            let coverage = fastCoverage(outline, width: 60, height: 60, rule: .nonZero)
            let inner = max(0, radius - width / 2)
            let outer = radius + width / 2
            var worst = 0.0
            for y in 0..<60 {
                for x in 0..<60 {
                    var inside = 0
                    for sy in 0..<16 {
                        for sx in 0..<16 {
                            let d = Point(
                                x: Double(x) + (Double(sx) + 0.5) / 16, y: Double(y) + (Double(sy) + 0.5) / 16
                            )
                            .distance(to: center)
                            if d >= inner && d <= outer { inside += 1 }
                        }
                    }
                    worst = max(worst, abs(Double(coverage[y * 60 + x]) - Double(inside) / 256))
                }
            }
            // Flattening moves edges by a fraction of 0.1 px and 16×16 samples quantize by ~1/32
            // (measured worst: 0.05); overlapping pieces along an edge showed 0.4.
            XCTAssertLessThan(worst, 0.08, "radius \(radius), width \(width)")
        }
    }

    func testEmptyInputs() {
        XCTAssertEqual(
            render([], width: 3, height: 2, background: .white), PixelBuffer(width: 3, height: 2, fill: .white))
        XCTAssertEqual(render([fill(Path(), .solid(.white))], width: 3, height: 2), PixelBuffer(width: 3, height: 2))
        XCTAssertEqual(
            render([fill(Path.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .solid(.white))], width: 0, height: 4).bytes,
            [])
        // Degenerate paints draw nothing rather than failing.
        let rect = Path.rect(Rect(x: 0, y: 0, width: 3, height: 2))
        let singular = Paint.image(PixelBuffer(width: 1, height: 1, fill: .white), transform: .scale(x: 0, y: 1))
        let nanGradient = Paint.linearGradient(GradientStops(colors: [.white]), start: Point(x: .nan, y: 0), end: .zero)
        let empty = Paint.angularGradient(
            GradientStops(stops: []), center: .zero, startAngle: .zero, endAngle: .degrees(90))
        XCTAssertEqual(
            render([fill(rect, singular), fill(rect, nanGradient), fill(rect, empty)], width: 3, height: 2),
            PixelBuffer(width: 3, height: 2))
    }
}
