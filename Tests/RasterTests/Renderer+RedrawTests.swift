import Geometry
import XCTest

@testable import Raster

final class RendererRedrawTests: XCTestCase {
    let width = 320
    let height = 240

    private var base: PixelBuffer {
        let g = Gradient(colors: [.init(red: 0.2, green: 0.1, blue: 0.05), .init(red: 0.6, green: 0.4, blue: 0.2)])
        return render(
            [fill(rectPath(0, 0, 320, 240), .linearGradient(g, start: .zero, end: Point(x: 30, y: 120)))],
            width: width, height: height)
    }

    /// A frame of a small animation at step `i`: a moving ring, a fading bar, a growing angular-gradient
    /// stroke, a fixed square on top and, from step 3, an extra dot.
    private func frame(_ i: Int) -> DisplayList {
        let g = Gradient(colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)])
        var commands: [DrawCommand] = [
            fill(
                circlePath(30 + 7.3 * Double(i), 40, 12), .solid(.init(red: 0, green: 0.8, blue: 0.3)), rule: .evenOdd),
            fill(circlePath(30 + 7.3 * Double(i), 40, 7), .solid(.init(red: 0, green: 0.8, blue: 0.3))),
            fill(
                rectPath(10, 95, 120, 8), .solid(.white), multiply: .init(white: 1, alpha: min(1, 0.15 * Double(i)))),
            fill(
                rectPath(100, 10, 12, 10 + 6.1 * Double(i)),
                .angularGradient(g, center: Point(x: 106, y: 40), startAngle: .zero, endAngle: .radians(2 * .pi))),
            fill(rectPath(60.5, 60.5, 20, 20), .solid(.init(red: 1, green: 1, blue: 0, alpha: 0.8))),
        ]
        if i >= 3 { commands.append(fill(circlePath(140, 100, 4), .solid(.black))) }
        return DisplayList(commands: commands)
    }

    /// Redrawing from any earlier frame gives exactly the pixels of drawing the frame in full.
    func testRedrawFromAnyEarlierFrameEqualsDrawingInFull() {
        let base = self.base
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            for from in 0..<6 {
                for to in from..<7 {
                    var buffer = base
                    var damage = DamageMask(width: width, height: height)
                    renderer.render(frame(from), onto: &buffer, recording: &damage)
                    var full = base
                    renderer.render(frame(to), onto: &full)
                    XCTAssertTrue(
                        renderer.redraw(&buffer, showing: frame(from), as: frame(to), over: base, damage: &damage),
                        "\(from) → \(to)")
                    XCTAssertNil(firstDifference(buffer, full), "threads \(threads), \(from) → \(to)")
                    // Restoring the recorded damage gives the base back: the mask covers every change.
                    XCTAssertTrue(buffer.restore(&damage, from: base))
                    XCTAssertNil(firstDifference(buffer, base), "\(from) → \(to)")
                }
            }
        }
    }

    func testUnchangedListsDrawNothing() {
        var buffer = PixelBuffer(width: width, height: height, fill: .white)
        var damage = DamageMask(width: width, height: height)
        let before = buffer.bytes
        XCTAssertTrue(
            Renderer(threads: 1).redraw(&buffer, showing: frame(2), as: frame(2), over: base, damage: &damage))
        XCTAssertEqual(buffer.bytes, before)
        XCTAssertTrue(damage.isEmpty)
    }

    func testLargeChangesAndOverlappingLayersAreLeftToAFullDraw() {
        let renderer = Renderer(threads: 1)
        var damage = DamageMask(width: width, height: height)
        var buffer = base
        let before = buffer.bytes
        let big = DisplayList(commands: [fill(rectPath(0, 0, 300, 200), .solid(.black))])
        XCTAssertFalse(renderer.redraw(&buffer, showing: frame(0), as: big, over: base, damage: &damage))
        let shadowed = DisplayList(
            commands: frame(1).commands + [
                layer([fill(rectPath(40, 30, 20, 20), .solid(.white))], filters: [.blur(sigma: 3)])
            ])
        let moved = DisplayList(commands: frame(2).commands + [shadowed.commands.last].compactMap { $0 })
        XCTAssertFalse(renderer.redraw(&buffer, showing: shadowed, as: moved, over: base, damage: &damage))
        XCTAssertEqual(buffer.bytes, before)
        XCTAssertTrue(damage.isEmpty)
    }

    func testALayerAwayFromTheChangeIsKept() {
        let renderer = Renderer(threads: 1)
        let far = layer([fill(rectPath(120, 80, 20, 20), .solid(.white))], filters: [.blur(sigma: 2)])
        let old = DisplayList(commands: [fill(circlePath(20, 20, 8), .solid(.black)), far])
        let new = DisplayList(commands: [fill(circlePath(26, 22, 8), .solid(.black)), far])
        var buffer = base
        var damage = DamageMask(width: width, height: height)
        renderer.render(old, onto: &buffer, recording: &damage)
        var full = base
        renderer.render(new, onto: &full)
        XCTAssertTrue(renderer.redraw(&buffer, showing: old, as: new, over: base, damage: &damage))
        XCTAssertNil(firstDifference(buffer, full))
    }
}

/// The first pixel where two buffers differ, described, or nil when they are equal.
func firstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
    guard a.width == b.width, a.height == b.height else {
        return "sizes \(a.width)×\(a.height), \(b.width)×\(b.height)"
    }
    for y in 0..<a.height {
        for x in 0..<a.width where rgba(a, x, y) != rgba(b, x, y) {
            return "(\(x), \(y)): \(rgba(a, x, y)) vs \(rgba(b, x, y))"
        }
    }
    return nil
}
