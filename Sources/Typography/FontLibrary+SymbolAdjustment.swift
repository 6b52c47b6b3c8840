import Foundation
import Geometry

extension FontLibrary {
    /// The icon outline `path` (points, y down, filled by the non-zero rule) adjusted as
    /// `adjustment` says, its edges drawn `stroke` wide where it is outlined or ringed.
    ///
    /// An edge is the part of a stroke twice as wide along it that falls inside the ink, so the
    /// outline keeps the icon's size and place exactly. Curves are flattened within `tolerance`
    /// where the fill is remade; an icon drawn as it is keeps its curves.
    static func adjusted(_ path: Path, by adjustment: SymbolAdjustment, stroke: Double, tolerance: Double) -> Path {
        var result: Path
        switch adjustment.fill {
        case .asDrawn: result = path
        case .outlined: result = outlined(path, stroke: stroke, tolerance: tolerance)
        case .ringed: result = ringed(path, stroke: stroke, tolerance: tolerance)
        }
        guard adjustment.turn != 0 || adjustment.mirrored else { return result }
        let upright = result.controlPointBounds
        var transform = Geometry.AffineTransform.translation(x: -upright.midX, y: -upright.midY)
        if adjustment.turn != 0 { transform = transform.concatenating(quarterExactRotation(degrees: adjustment.turn)) }
        if adjustment.mirrored { transform = transform.concatenating(.scale(x: -1, y: 1)) }
        result = result.applying(transform.concatenating(.translation(x: upright.midX, y: upright.midY)))
        guard adjustment.turn.remainder(dividingBy: 90) != 0 else { return result }
        // Turned other than by quarters, the ink's box grows (a 20-unit icon turned 45° is 28
        // across) and moves off the middle: shrink it back to its longer side, centred where it
        // was, so that it stays in the symbol's box.
        let turned = result.controlPointBounds
        let fit = min(1, max(upright.width, upright.height) / max(turned.width, turned.height))
        return result.applying(
            Geometry.AffineTransform.translation(x: -turned.midX, y: -turned.midY)
                .concatenating(.scale(x: fit, y: fit))
                .concatenating(.translation(x: upright.midX, y: upright.midY)))
    }

    /// How wide a shape may be on average (twice its area over its perimeter), in grid units, and
    /// still be a line or a dot that an outline keeps filled: Material's strokes are 2 units, its
    /// dots 3 across (1.5 by this measure); the hollows it cuts in icons (a lens, a gear's hub) are 5 and more.
    static let thinShape = 2.5

    /// `SymbolAdjustment.Fill.outlined`.
    private static func outlined(_ path: Path, stroke: Double, tolerance: Double) -> Path {
        let gridUnit = stroke / 2
        var edged = Path()
        var solid = Path()
        for contour in nestedContours(of: path, tolerance: tolerance) {
            // Depth 0 is a shape, 1 a hole in it, 2 a shape within the hole.
            if contour.depth < 2 && contour.meanWidth > thinShape * gridUnit {
                edged.addPath(contour.path)
            } else {
                solid.addPath(contour.path)
            }
        }
        return edges(of: edged, within: path, stroke: stroke, tolerance: tolerance)
            .combined(with: solid.normalized(evenOdd: true, tolerance: tolerance), .union, tolerance: tolerance)
    }

    /// `SymbolAdjustment.Fill.ringed`.
    private static func ringed(_ path: Path, stroke: Double, tolerance: Double) -> Path {
        var outer = Path()
        var inside = Path()
        for contour in nestedContours(of: path, tolerance: tolerance) {
            if contour.depth == 0 { outer.addPath(contour.path) } else { inside.addPath(contour.path) }
        }
        // Inside, a hole is filled and a shape within it cut out: the even-odd rule's fill.
        return edges(of: outer, within: outer, stroke: stroke, tolerance: tolerance)
            .combined(with: inside.normalized(evenOdd: true, tolerance: tolerance), .union, tolerance: tolerance)
    }

    /// The contours of `contours` drawn `stroke` wide, each edge inside the fill of `ink`.
    private static func edges(of contours: Path, within ink: Path, stroke: Double, tolerance: Double) -> Path {
        let band = contours.strokeOutline(
            StrokeStyle(lineWidth: 2 * stroke, lineCap: .round, lineJoin: .round), tolerance: tolerance)
        return ink.combined(with: band, .intersection, tolerance: tolerance)
    }

    /// One closed contour of an icon, how many others enclose it, and its mean width.
    private struct NestedContour {
        var path: Path
        var depth: Int
        var meanWidth: Double
    }

    /// The contours of `path`, each with the number of other contours around it (found from one
    /// of its points, since an icon's contours do not cross) and its mean width (twice its area
    /// over its perimeter: a line's width, a circle's radius).
    private static func nestedContours(of path: Path, tolerance: Double) -> [NestedContour] {
        let contours = Self.contours(of: path)
        let polygons = contours.map { $0.flattened(tolerance: tolerance).flatMap(\.points) }
        return contours.indices.map { i in
            let points = polygons[i]
            guard let sample = points.first else { return NestedContour(path: contours[i], depth: 0, meanWidth: 0) }
            var depth = 0
            for j in contours.indices where j != i && contours[j].contains(sample, evenOdd: true, tolerance: tolerance)
            {
                depth += 1
            }
            var area = 0.0
            var perimeter = 0.0
            for k in points.indices {
                let (p, q) = (points[k], points[(k + 1) % points.count])
                area += p.x * q.y - q.x * p.y
                perimeter += p.distance(to: q)
            }
            return NestedContour(path: contours[i], depth: depth, meanWidth: perimeter > 0 ? abs(area) / perimeter : 0)
        }
    }

    /// A clockwise rotation by `degrees`, exact for quarter turns (where cos 90° would be off by
    /// a rounding and leave a turned icon a hair askew).
    static func quarterExactRotation(degrees: Double) -> Geometry.AffineTransform {
        let quarters = degrees / 90
        guard quarters == quarters.rounded() else { return .rotation(Angle(degrees: degrees)) }
        let (s, c): (Double, Double)
        switch ((Int(quarters) % 4) + 4) % 4 {
        case 0: (s, c) = (0, 1)
        case 1: (s, c) = (1, 0)
        case 2: (s, c) = (0, -1)
        default: (s, c) = (-1, 0)
        }
        return Geometry.AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
}
