import Foundation
import Geometry

extension FontLibrary {
    /// SF's checkmark (`SymbolVariant.checkmark`) in `area`, a square one font size across:
    /// alone, or in a circle, a rounded square or a shield, outlined or filled with the check cut
    /// out. The path and its layers (the container secondary, the check primary, as SF draws
    /// them).
    ///
    /// Material's check has a long arm at 45°; SF's rises steeper and its short arm starts
    /// lower. The proportions below were measured on Apple's published pictures of `checkmark`,
    /// `checkmark.circle`, `checkmark.circle.fill`, `checkmark.square`, `checkmark.square.fill` and
    /// `checkmark.shield.fill` at regular weight (the SVG exports named in docs/sf-symbols.md;
    /// numbers only, nothing of them is here).
    func checkmarkPaths(
        in area: Rect, container: SymbolVariant.Container?, filled: Bool, weight: Int, tolerance: Double
    ) -> (path: Path, layers: [SymbolGlyph.Layer]) {
        let size = area.height
        let regularStroke = Self.symbolStrokeWidth(size: size, weight: weight)
        let roundLine = { (width: Double) in StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round) }
        guard let container else {
            // Alone, the check's ink is 0.84 by 0.83 of the font size, centred in the area, its
            // stroke 0.092 of it at regular weight (Material's lines are 0.1).
            let check = Self.checkmarkOutline(
                centre: Point(x: area.midX, y: area.midY), scale: size, stroke: roundLine(regularStroke * 0.92),
                tolerance: tolerance)
            // One layer, as SF's: known, so not approximated in the hierarchical and palette modes.
            return (check, [SymbolGlyph.Layer(path: check, level: 0)])
        }
        // In a container the check is the lone one at half the size, with a stroke 0.078 of the
        // font size (thinner than alone, bolder than half of it); an outline's ring is 0.08 of
        // the font size wide. The box is the container's outer edge; a ring is drawn along a
        // line half its width inside it.
        let ring = regularStroke * 0.8
        let inset = filled ? 0 : ring / 2
        func box(width: Double, height: Double) -> Rect {
            Rect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
                .insetBy(dx: inset, dy: inset)
        }
        let shape: Path
        // How far below the box's middle the check sits, in font sizes.
        var drop = 0.015
        switch container {
        case .circle:
            shape = .circle(in: box(width: size * 0.996, height: size * 0.996))
        case .square:
            let square = box(width: size * 0.899, height: size * 0.899)
            shape = .roundedRect(square, cornerRadius: size * 0.899 * 0.17 - inset, style: .continuous)
        case .shield:
            shape = Self.shieldPath(in: box(width: size * 0.8, height: size * 0.97))
            drop = 0
        }
        let check = Self.checkmarkOutline(
            centre: Point(x: area.midX, y: area.midY + size * drop), scale: size / 2,
            stroke: roundLine(regularStroke * 0.78), tolerance: tolerance)
        return Self.containerPaths(
            shape: shape, inner: check, filled: filled, ring: roundLine(ring), tolerance: tolerance)
    }

    /// The check's line, its ink centred on `centre` at `scale` (the lone check's font size),
    /// drawn with `stroke` and normalised (its arms overlap at the joint, and a check cut out of
    /// a container must wind one way).
    private static func checkmarkOutline(centre: Point, scale: Double, stroke: StrokeStyle, tolerance: Double)
        -> Path
    {
        // The middle of the line, as fractions of the font size from the ink's centre (y down):
        // the short arm's end, the joint, the long arm's end.
        let points = [Point(x: -0.374, y: 0.031), Point(x: -0.103, y: 0.371), Point(x: 0.376, y: -0.372)]
        var line = Path()
        for (k, point) in points.enumerated() {
            let p = Point(x: centre.x + point.x * scale, y: centre.y + point.y * scale)
            if k == 0 { line.move(to: p) } else { line.addLine(to: p) }
        }
        return line.strokeOutline(stroke, tolerance: tolerance).normalized(tolerance: tolerance)
    }
}
