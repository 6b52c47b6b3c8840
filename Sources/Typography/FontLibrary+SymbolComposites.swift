import Foundation
import Geometry

extension FontLibrary {
    /// SF's `BASE.badge.BADGE`: the symbol `base` at `size`, with `badge` at about half the size
    /// centred a fifth of `size` in from the lower trailing corner of the base's ink, where SF
    /// puts a badge that is a symbol (a plus, a clock, a checkmark); the base is cut away around
    /// the badge's ink, a gap 1.5 grid units wide, so the two read apart. The base as cut and
    /// the badge, apart.
    func badgedSymbolPaths(base: String, badge: String, size: Double, weight: Int) throws -> (Path, Path) {
        let gridUnit = size / 20
        let basePath = try symbol(named: base, size: size, weight: weight).path
        let baseInk = basePath.controlPointBounds
        let centre = Point(x: baseInk.maxX - size * 0.2, y: baseInk.maxY - size * 0.2)
        // Four hundred bolder (a grid unit of its own, as far as emboldening goes), so that its
        // strokes, drawn at a smaller size, come near the base's as SF's badges do.
        let small = try symbol(named: badge, size: size * 0.55, weight: min(weight, 1000) + 400).path
        let mark = Self.centred(small, on: Rect(x: centre.x, y: centre.y, width: 0, height: 0))
        let tolerance = Self.cutTolerance(size: size)
        let reach = mark.flattened(tolerance: tolerance).flatMap(\.points).map { $0.distance(to: centre) }.max() ?? 0
        let gap = Self.polygon(around: centre, radius: reach + gridUnit * 1.5)
        return (basePath.subtracting(convexPolygon: gap, tolerance: tolerance), mark)
    }

    /// SF's `BASE.badge`: the symbol `base` at `size` with a round dot, 0.3 of `size` across,
    /// over the top trailing corner of its ink (centred a tenth of `size` in from it, so it
    /// stands out past the base's trailing edge as SF's notification badges do); the base is
    /// cut away around the dot, a gap 1.5 grid units wide. The base as cut and the dot, apart.
    func dotBadgedSymbolPaths(base: String, size: Double, weight: Int) throws -> (Path, Path) {
        let gridUnit = size / 20
        let basePath = try symbol(named: base, size: size, weight: weight).path
        let baseInk = basePath.controlPointBounds
        let radius = size * 0.15
        let centre = Point(x: baseInk.maxX - size * 0.1, y: baseInk.minY + size * 0.1)
        let tolerance = Self.cutTolerance(size: size)
        let gap = Self.polygon(around: centre, radius: radius + gridUnit * 1.5)
        let dot = Path.circle(
            in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        return (basePath.subtracting(convexPolygon: gap, tolerance: tolerance), dot)
    }

    /// SF's `BASE.slash`: the symbol `base` at `size` struck through by a line `stroke` wide
    /// across the square around its ink, from its top leading to its bottom trailing corner (at
    /// 45°, as SF's slashes run; the round caps within the square), the base cut away 1.5 grid
    /// units either side of the line.
    func slashedSymbolPath(base: String, size: Double, weight: Int, stroke: StrokeStyle) throws -> Path {
        let gridUnit = size / 20
        let basePath = try symbol(named: base, size: size, weight: weight).path
        let ink = basePath.controlPointBounds
        let half = max(ink.width, ink.height) / 2 - stroke.lineWidth / 2
        let start = Point(x: ink.midX - half, y: ink.midY - half)
        let end = Point(x: ink.midX + half, y: ink.midY + half)
        // The gap: a band along the line, as wide as the line and a gap each side, from past its
        // round caps at both ends.
        let width = stroke.lineWidth / 2 + gridUnit * 1.5
        let along = (end - start) * (width / start.distance(to: end))
        let across = Point(x: -along.y, y: along.x)
        let band = [start - along - across, end + along - across, end + along + across, start - along + across]
        let tolerance = Self.cutTolerance(size: size)
        var path = basePath.subtracting(convexPolygon: band, tolerance: tolerance)
        var line = Path()
        line.move(to: start)
        line.addLine(to: end)
        path.addPath(line.strokeOutline(stroke, tolerance: tolerance))
        return path
    }

    /// SF's `cloud.sun.fill`: the symbol `front` at 0.8 of `size`, with `back` at 0.55 of it
    /// behind, centred on the front one's top edge a fifth of `size` in from its trailing edge
    /// (where SF's sun and moon rise behind a cloud); the back one is cut away around the front
    /// one, a gap 1.5 grid units wide, and the two are centred on the symbol box's middle height
    /// (together they are about as tall as one symbol). The back one as cut and the front one,
    /// apart.
    func overlappingSymbolPaths(front: String, back: String, size: Double, weight: Int) throws -> (Path, Path) {
        let gridUnit = size / 20
        let before = try symbol(named: front, size: size * 0.8, weight: weight).path
        let ink = before.controlPointBounds
        let behind = try Self.centred(
            symbol(named: back, size: size * 0.55, weight: weight).path,
            on: Rect(x: ink.maxX - size * 0.2, y: ink.minY, width: 0, height: 0))
        let tolerance = Self.cutTolerance(size: size)
        let gap = before.strokeOutline(
            StrokeStyle(lineWidth: gridUnit * 3, lineCap: .round, lineJoin: .round), tolerance: tolerance)
        let cut = behind.combined(
            with: before.combined(with: gap, .union, tolerance: tolerance), .subtracting, tolerance: tolerance)
        let both = Self.joined(cut, before).controlPointBounds
        let down = Geometry.AffineTransform.translation(x: 0, y: -size * Self.symbolCentreHeight - both.midY)
        return (cut.applying(down), before.applying(down))
    }

    /// How closely the outlines of a cut symbol follow its curves (it is flattened where cut): a
    /// four-thousandth of the size, under a tenth of a pixel at three pixels a point.
    static func cutTolerance(size: Double) -> Double { max(size / 4000, 1e-4) }

    /// A regular polygon around the circle of `radius` about `centre` (its sides touch the
    /// circle), with enough sides that a gap cut by it looks round at any size.
    static func polygon(around centre: Point, radius: Double, sides: Int = 48) -> [Point] {
        let outer = radius / cos(Double.pi / Double(sides))
        return (0..<sides).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(sides)
            return Point(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle))
        }
    }
}
