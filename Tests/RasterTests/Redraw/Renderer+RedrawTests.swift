import Geometry
import TestSupport
import XCTest

@testable import Raster

final class RendererRedrawTests: XCTestCase {
    let width = 320
    let height = 240

    private var base: PixelBuffer {
        let g = GradientStops(colors: [.init(red: 0.2, green: 0.1, blue: 0.05), .init(red: 0.6, green: 0.4, blue: 0.2)])
        return render(
            [fill(rectPath(0, 0, 320, 240), .linearGradient(g, start: .zero, end: Point(x: 30, y: 120)))],
            width: width, height: height)
    }

    /// A frame of a small animation at step `i`: a moving ring, a fading bar, a growing angular-gradient
    /// stroke, a fixed square on top and, from step 3, an extra dot.
    private func frame(_ i: Int) -> DisplayList {
        let g = GradientStops(colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)])
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

    /// A buffer showing one frame becomes, tile copies only, exactly the buffer showing another,
    /// damage included, and can be redrawn from there.
    func testCopyChangesMakesABufferACopyOfAnotherFrame() {
        let base = self.base
        let renderer = Renderer(threads: 1)
        func drawn(_ i: Int) -> (PixelBuffer, DamageMask) {
            var buffer = base
            var damage = DamageMask(width: width, height: height)
            renderer.render(frame(i), onto: &buffer, recording: &damage)
            return (buffer, damage)
        }
        for (from, to) in [(0, 1), (1, 5), (5, 2), (3, 3), (6, 0)] {
            var (buffer, damage) = drawn(from)
            let (source, sourceDamage) = drawn(to)
            XCTAssertTrue(
                Renderer.copyChanges(
                    into: &buffer, showing: frame(from), damage: &damage, from: source, showing: frame(to),
                    damage: sourceDamage))
            XCTAssertNil(firstDifference(buffer, source), "\(from) → \(to)")
            XCTAssertEqual(damage, sourceDamage)
            XCTAssertTrue(renderer.redraw(&buffer, showing: frame(to), as: frame(6), over: base, damage: &damage))
            XCTAssertNil(firstDifference(buffer, drawn(6).0), "\(from) → \(to) → 6")
        }
        // Buffers of another size are left alone.
        var (buffer, damage) = drawn(0)
        let other = PixelBuffer(width: 10, height: 10)
        XCTAssertFalse(
            Renderer.copyChanges(
                into: &buffer, showing: frame(0), damage: &damage, from: other, showing: frame(1),
                damage: DamageMask(width: 10, height: 10)))
        XCTAssertNil(firstDifference(buffer, drawn(0).0))
    }

    /// The changed area is the bounds of the commands that differ, whatever is shared around them.
    func testChangedAreaCoversTheCommandsThatDiffer() {
        let square = fill(rectPath(60, 60, 20, 20), .solid(.white))
        let ring = fill(rectPath(0, 0, 320, 240), .solid(.black))
        func dot(_ x: Double) -> DrawCommand { fill(rectPath(x, 100, 10, 20), .solid(.black)) }
        let old = DisplayList(commands: [ring, dot(10), square])
        XCTAssertEqual(Renderer.changedArea(from: old, to: old, width: width, height: height), 0)
        // Dots at x 10 and 30: together 10...40 × 100...120.
        let new = DisplayList(commands: [ring, dot(30), square])
        XCTAssertEqual(Renderer.changedArea(from: old, to: new, width: width, height: height), 30 * 20)
        // Cut to the canvas.
        let off = DisplayList(commands: [ring, dot(315), square])
        XCTAssertEqual(Renderer.changedArea(from: old, to: off, width: width, height: height), (320 - 10) * 20)
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

    func testLargeChangesAreLeftToAFullDraw() {
        let renderer = Renderer(threads: 1)
        var damage = DamageMask(width: width, height: height)
        var buffer = base
        let before = buffer.bytes
        let big = DisplayList(commands: [fill(rectPath(0, 0, 300, 200), .solid(.black))])
        XCTAssertFalse(renderer.redraw(&buffer, showing: frame(0), as: big, over: base, damage: &damage))
        XCTAssertEqual(buffer.bytes, before)
        XCTAssertTrue(damage.isEmpty)
    }

    /// A frame with layers at step `i`: a still blurred card under the moving ring, a clipped and
    /// masked group whose content moves, a shadowed square that slides, a multiply-blended layer
    /// and a nested fading group over all of it.
    private func layeredFrame(_ i: Int) -> DisplayList {
        let d = Double(i)
        let card = layer(
            [fill(rectPath(20, 20, 90, 50), .solid(.init(red: 0.9, green: 0.9, blue: 1)))],
            filters: [.shadow(color: .init(white: 0, alpha: 0.5), sigma: 4, offset: Point(x: 3, y: 3))])
        let masked = layer(
            [
                fill(circlePath(150 + 3 * d, 60, 25), .solid(.init(red: 0.1, green: 0.5, blue: 0.9))),
                fill(rectPath(130, 50, 50, 6), .solid(.white)),
            ],
            clip: Layer.Clip(path: circlePath(155, 60, 22)),
            mask: Layer.Mask(content: DisplayList(commands: [fill(rectPath(125, 45, 40, 40), .solid(.black))])))
        let sliding = layer(
            [fill(rectPath(40 + 5 * d, 120, 30, 30), .solid(.init(red: 1, green: 0.5, blue: 0)))],
            filters: [.blur(sigma: 1.5)])
        let tinted = layer(
            [fill(rectPath(30, 40, 60, 100), .solid(.init(red: 0.5, green: 1, blue: 0.5, alpha: 0.9)))],
            blendMode: .multiply)
        let group = layer(
            [layer([fill(circlePath(70, 130, 14), .solid(.black))], filters: [.blur(sigma: 2)])],
            opacity: 0.3 + 0.1 * d)
        return DisplayList(commands: [card] + frame(i).commands + [masked, sliding, tinted, group])
    }

    /// Layers overlapping the changed area are composited only inside it, and the result is the
    /// full draw's, whether their buffers are drawn again or come from the layer cache.
    func testLayersOverlappingTheChangeGiveTheFullDrawsPixels() {
        let base = self.base
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            for from in 0..<4 {
                for to in from..<5 {
                    for warm in [false, true] {
                        var (buffer, damage) = checkRedraw(
                            layeredFrame, from: from, to: to, renderer: renderer, warm: warm, base: base)
                        XCTAssertTrue(buffer.restore(&damage, from: base))
                        XCTAssertNil(firstDifference(buffer, base), "\(from) → \(to): damage covers the change")
                    }
                }
            }
        }
    }

    /// `frame(from)` drawn over `base` with its damage recorded, then redrawn as `frame(to)`;
    /// checks that the redraw is done and gives the pixels of `frame(to)` drawn in full. With
    /// `warm`, the layers of `frame(to)` are in the layer cache then (drawn twice: see
    /// `LayerCache.admits`); else the cache is empty.
    private func checkRedraw(
        _ frame: (Int) -> DisplayList, from: Int, to: Int, renderer: Renderer, warm: Bool, base: PixelBuffer,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (buffer: PixelBuffer, damage: DamageMask) {
        renderer.discardCachedLayers()
        var buffer = base
        var damage = DamageMask(width: width, height: height)
        renderer.render(frame(from), onto: &buffer, recording: &damage)
        renderer.discardCachedLayers()
        var full = base
        renderer.render(frame(to), onto: &full)
        if warm {
            var again = base
            renderer.render(frame(to), onto: &again)
        } else {
            renderer.discardCachedLayers()
        }
        let context = "threads \(renderer.threads), \(from) → \(to), warm \(warm)"
        XCTAssertTrue(
            renderer.redraw(&buffer, showing: frame(from), as: frame(to), over: base, damage: &damage), context,
            file: file, line: line)
        XCTAssertNil(firstDifference(buffer, full), context, file: file, line: line)
        return (buffer, damage)
    }

    /// A frame of cards at step `i`: two clipped cards far apart, each with something moving
    /// inside (one in a nested colour-multiplied group, one under a mask), and a still
    /// clipped card between them that one of the moving items' neighbourhoods overlaps.
    private func cardsFrame(_ i: Int) -> DisplayList {
        let d = Double(i)
        let g = GradientStops(colors: [.init(red: 0.9, green: 0.9, blue: 1), .init(red: 0.7, green: 0.8, blue: 1)])
        func panel(_ x: Double, _ y: Double) -> DrawCommand {
            fill(rectPath(x, y, 90, 80), .linearGradient(g, start: Point(x: x, y: y), end: Point(x: x, y: y + 80)))
        }
        let left = layer(
            [
                panel(10, 10),
                layer(
                    [fill(circlePath(30 + 4 * d, 40, 9), .solid(.init(red: 0.1, green: 0.4, blue: 0.9)))],
                    filters: [.colorMultiply(.init(red: 1, green: 0.8, blue: 0.6))]),
            ],
            clip: Layer.Clip(path: circlePath(55, 50, 44)))
        let right = layer(
            [
                panel(220, 150),
                fill(rectPath(230 + 6.5 * d, 170, 14, 30), .solid(.init(red: 0.9, green: 0.2, blue: 0.1))),
            ],
            clip: Layer.Clip(path: rectPath(220.5, 150.5, 89, 79)),
            mask: Layer.Mask(content: DisplayList(commands: [fill(circlePath(265, 190, 40), .solid(.black))])))
        let still = layer(
            [panel(150, 160), fill(circlePath(190, 190, 12), .solid(.black))],
            opacity: 0.8, clip: Layer.Clip(path: rectPath(150, 160, 90, 80)))
        return DisplayList(commands: [still, left, right])
    }

    /// Only around what moves inside the cards is redrawn, in a window of its own, and the
    /// pixels are the full draw's, whether the cards' buffers are drawn again, drawn only inside
    /// the windows or come from the layer cache.
    func testMovingContentInsideClippedCardsIsRedrawnAroundItAlone() {
        let base = self.base
        // The dot moves 4 px and the bar 6.5 px a step: from step 1 to 2, two small windows.
        let moved = Renderer.changedArea(from: cardsFrame(1), to: cardsFrame(2), width: width, height: height)
        XCTAssertEqual(moved, (2 * 9 + 4) * (2 * 9) + (14 + 7) * 30)
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            for from in 0..<4 {
                for to in from..<6 {
                    for warm in [false, true] {
                        var (buffer, damage) = checkRedraw(
                            cardsFrame, from: from, to: to, renderer: renderer, warm: warm, base: base)
                        // Redrawn again from there, the layers seen twice are kept and served.
                        XCTAssertTrue(
                            renderer.redraw(
                                &buffer, showing: cardsFrame(to), as: cardsFrame(to + 1), over: base, damage: &damage))
                        var next = base
                        renderer.render(cardsFrame(to + 1), onto: &next)
                        XCTAssertNil(firstDifference(buffer, next), "threads \(threads), \(to) → \(to + 1)")
                        XCTAssertTrue(buffer.restore(&damage, from: base))
                        XCTAssertNil(firstDifference(buffer, base), "\(from) → \(to): damage covers the change")
                    }
                }
            }
        }
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
    // Equal bytes first (TestSupport's optimised comparison): the search pixel by pixel is only
    // for the message, and unoptimised (Package.swift) it takes seconds a frame.
    if sameBytes(a.bytes, b.bytes) { return nil }
    for y in 0..<a.height {
        for x in 0..<a.width where rgba(a, x, y) != rgba(b, x, y) {
            return "(\(x), \(y)): \(rgba(a, x, y)) vs \(rgba(b, x, y))"
        }
    }
    return nil
}
