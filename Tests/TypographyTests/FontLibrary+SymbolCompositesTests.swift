import Geometry
import XCTest

@testable import Typography

/// Badged and slashed symbols, checked point by point: where the composite has ink.
final class FontLibrarySymbolCompositesTests: XCTestCase {
    let library = FontLibrary.shared
    let size = 100.0
    var gridUnit: Double { size / 20 }

    /// `calendar.badge.plus`: the plus, at about half size, sits at the calendar's lower trailing
    /// corner with a ring of no ink around it; further out the calendar is untouched.
    func testABadgeSitsAtTheLowerTrailingCornerInAGap() throws {
        let calendar = try library.symbol(named: "calendar", size: size)
        let badged = try library.symbol(named: "calendar.badge.plus", size: size)
        let base = calendar.path.controlPointBounds
        // The badge is centred a fifth of the size in from the base's lower trailing corner.
        let centre = Point(x: base.maxX - 0.2 * size, y: base.maxY - 0.2 * size)
        XCTAssertTrue(Ink(badged.path).covers(centre), "the plus's middle")
        // How far the plus (drawn at 0.55 of the size, 400 bolder) reaches from its middle.
        let plus = try library.symbol(named: "plus", size: size * 0.55, weight: 800).path
        let middle = plus.controlPointBounds.center
        let reach = plus.flattened(tolerance: 0.01).flatMap(\.points).map { $0.distance(to: middle) }.max() ?? 0
        XCTAssertLessThan(reach, 0.25 * size, "about half the size")
        let gap = 1.5 * gridUnit
        let (composite, original) = (Ink(badged.path), Ink(calendar.path))
        var cut = 0
        var checked = 0
        for p in Self.grid(Rect(x: -10, y: -110, width: 130, height: 130), step: 0.5) {
            let d = p.distance(to: centre)
            if d > reach + 0.5, d < reach + gap - 0.5 {
                XCTAssertFalse(composite.covers(p), "in the gap at \(p)")
                if original.covers(p) { cut += 1 }
            } else if d > reach + gap + 0.5, let inked = original.clearlyCovers(p) {
                XCTAssertEqual(composite.covers(p), inked, "away from the badge at \(p)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(cut, 100, "the gap cut through the calendar's corner")
        XCTAssertGreaterThan(checked, 10000)
        // The box reaches to the badge, which stands out past the base's trailing edge.
        let ink = badged.path.controlPointBounds
        XCTAssertGreaterThan(ink.maxX, base.maxX)
        XCTAssertEqual(badged.advance, ink.maxX, accuracy: 1e-9)
        XCTAssertEqual(ink.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(badged.ascent, calendar.ascent)
        XCTAssertEqual(badged.descent, calendar.descent)
    }

    /// `pin.slash`: a 2-unit line at 45° from the top leading corner of the square around the
    /// pin to its bottom trailing one, no ink 1.5 units either side of it, the pin elsewhere.
    func testASlashRunsAt45DegreesInAGap() throws {
        let pin = try library.symbol(named: "pin", size: size)
        let slashed = try library.symbol(named: "pin.slash", size: size)
        let base = pin.path.controlPointBounds
        let side = max(base.width, base.height)
        // The pin is narrower than tall: the square reaches out past it, and the glyph starts there.
        let shift = max(0, side / 2 - base.midX)
        let centre = Point(x: base.midX + shift, y: base.midY)
        let (composite, original) = (Ink(slashed.path), Ink(pin.path.applying(.translation(x: shift, y: 0))))
        let lineWidth = 2 * gridUnit
        let band = lineWidth / 2 + 1.5 * gridUnit
        var cut = 0
        for p in Self.grid(Rect(x: -10, y: -110, width: 130, height: 130), step: 0.5) {
            // Distance across the line y − centre.y = x − centre.x, and along it from the centre.
            let across = abs((p.x - centre.x) - (p.y - centre.y)) / 2.0.squareRoot()
            let along = abs((p.x - centre.x) + (p.y - centre.y)) / 2.0.squareRoot()
            let reach = side / 2.0.squareRoot() - lineWidth / 2 * 2.0.squareRoot()
            if across < lineWidth / 2 - 0.5, along < reach {
                XCTAssertTrue(composite.covers(p), "on the slash at \(p)")
            } else if across > lineWidth / 2 + 0.5, across < band - 0.5 {
                XCTAssertFalse(composite.covers(p), "in the gap at \(p)")
                if original.covers(p) { cut += 1 }
            } else if across > band + 0.5, let inked = original.clearlyCovers(p) {
                XCTAssertEqual(composite.covers(p), inked, "away from the slash at \(p)")
            }
        }
        XCTAssertGreaterThan(cut, 200, "the gap cut through the pin")
        let ink = slashed.path.controlPointBounds
        XCTAssertEqual(ink.width, side, accuracy: 0.3, "the slash spans the square")
        XCTAssertEqual(ink.height, side, accuracy: 0.3)
        XCTAssertEqual(slashed.advance, ink.width, accuracy: 1e-9)
    }

    /// `bell.badge`: SF's notification badge, a round dot 0.3 of the size across over the
    /// outlined bell's top trailing corner, with a ring of no ink around it; elsewhere the bell.
    /// (It drew Material's ringing bell, filled, with sound waves either side.)
    func testADotBadgeSitsOverTheTopTrailingCornerInAGap() throws {
        let bell = try library.symbol(named: "bell", size: size)
        let badged = try library.symbol(named: "bell.badge", size: size)
        let base = bell.path.controlPointBounds
        let centre = Point(x: base.maxX - 0.1 * size, y: base.minY + 0.1 * size)
        let radius = 0.15 * size
        let gap = 1.5 * gridUnit
        let (composite, original) = (Ink(badged.path), Ink(bell.path))
        var cut = 0
        var checked = 0
        for p in Self.grid(Rect(x: -10, y: -110, width: 130, height: 130), step: 0.5) {
            let d = p.distance(to: centre)
            if d < radius - 0.5 {
                XCTAssertTrue(composite.covers(p), "on the dot at \(p)")
            } else if d > radius + 0.5, d < radius + gap - 0.5 {
                XCTAssertFalse(composite.covers(p), "in the gap at \(p)")
                if original.covers(p) { cut += 1 }
            } else if d > radius + gap + 0.5, let inked = original.clearlyCovers(p) {
                XCTAssertEqual(composite.covers(p), inked, "away from the dot at \(p)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(cut, 20, "the gap cut through the bell's shoulder")
        XCTAssertGreaterThan(checked, 10000)
        XCTAssertGreaterThan(badged.path.controlPointBounds.maxX, base.maxX, "the dot stands out past the bell")
        XCTAssertEqual(badged.advance, badged.path.controlPointBounds.maxX, accuracy: 1e-9)
    }

    /// `lock.shield`: an outlined shield, taller than wide and narrowing to a point at the
    /// bottom, with the filled lock inside; `lock.shield.fill`: the filled shield with the lock
    /// cut out. (`lock.shield` drew Material's `security`, a shield quartered in ink, and
    /// `lock.shield.fill` was unknown.)
    func testALockShieldIsALockInAShield() throws {
        let outlined = try library.symbol(named: "lock.shield", size: size)
        let filled = try library.symbol(named: "lock.shield.fill", size: size)
        let ink = outlined.path.controlPointBounds
        XCTAssertGreaterThan(ink.height, ink.width)
        XCTAssertEqual(filled.path.controlPointBounds.width, ink.width, accuracy: 2 * gridUnit)
        let (line, solid) = (Ink(outlined.path), Ink(filled.path))
        func at(_ x: Double, _ y: Double) -> Point { Point(x: ink.minX + x * ink.width, y: ink.minY + y * ink.height) }
        XCTAssertTrue(line.covers(at(0.5, 0.99)), "the point at the bottom")
        XCTAssertFalse(line.covers(at(0.05, 0.95)), "no bottom leading corner")
        XCTAssertFalse(line.covers(at(0.95, 0.95)), "no bottom trailing corner")
        // Inside the shield beside the lock's shackle: empty in the outline, ink in the filled one.
        for p in [at(0.22, 0.3), at(0.78, 0.3)] {
            XCTAssertFalse(line.covers(p), "inside the outline at \(p)")
            XCTAssertTrue(solid.covers(p), "inside the filled shield at \(p)")
        }
        // The lock's body, beside its keyhole: ink in the outline, cut out of the filled one.
        for p in [at(0.38, 0.58), at(0.62, 0.58)] {
            XCTAssertTrue(line.covers(p), "the lock's body at \(p)")
            XCTAssertFalse(solid.covers(p), "the lock cut out at \(p)")
        }
    }

    func testCompositesScaleAndWeighLikeTheirBase() throws {
        for name in ["calendar.badge.plus", "pin.slash", "bell.badge", "lock.shield"] {
            let small = try library.symbol(named: name, size: 10)
            let large = try library.symbol(named: name, size: 30)
            XCTAssertEqual(large.advance, 3 * small.advance, accuracy: 0.05, name)
            let regular = try library.symbol(named: name, size: 30).path.controlPointBounds
            let bold = try library.symbol(named: name, size: 30, weight: 700).path.controlPointBounds
            XCTAssertGreaterThan(bold.width, regular.width, name)
        }
    }

    func testUnknownPartsStayUnknownSymbols() {
        for name in ["calendar.badge.nothing", "nothing.badge.plus", "nothing.slash", "calendar.badge.plus.fil"] {
            XCTAssertThrowsError(try library.symbol(named: name, size: 17), name) { error in
                XCTAssertEqual((error as? SymbolError)?.name, name)
                XCTAssertTrue("\(error)".hasPrefix("unknown SF Symbol '\(name)'"), "\(error)")
            }
        }
    }

    /// The centres of a grid of `step` over `rect`.
    static func grid(_ rect: Rect, step: Double) -> [Point] {
        var points: [Point] = []
        var y = rect.minY + step / 2
        while y < rect.maxY {
            var x = rect.minX + step / 2
            while x < rect.maxX {
                points.append(Point(x: x, y: y))
                x += step
            }
            y += step
        }
        return points
    }
}

/// Where a path has ink, filled non-zero: the winding number of a point, from a fine flattening.
struct Ink {
    let polylines: [Polyline]

    init(_ path: Path) { polylines = path.flattened(tolerance: 0.01) }

    func covers(_ p: Point) -> Bool {
        var winding = 0
        for polyline in polylines {
            // Each edge from the point before (the last before the first): an index loop over the
            // buffer, as this target is compiled unoptimised (Package.swift).
            polyline.points.withUnsafeBufferPointer { points in
                var previous = points.count - 1
                var i = 0
                while i < points.count {
                    let a = points[previous]
                    let b = points[i]
                    if (a.y <= p.y) != (b.y <= p.y) {
                        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                        if x > p.x { winding += b.y > a.y ? 1 : -1 }
                    }
                    previous = i
                    i += 1
                }
            }
        }
        return winding != 0
    }

    /// Whether `p` is ink, or nil when it lies within 0.1 of an edge (where flattenings of the
    /// same curve may disagree).
    func clearlyCovers(_ p: Point) -> Bool? {
        let here = covers(p)
        for (dx, dy) in [(0.1, 0.0), (-0.1, 0.0), (0.0, 0.1), (0.0, -0.1)]
        where covers(Point(x: p.x + dx, y: p.y + dy)) != here {
            return nil
        }
        return here
    }
}
