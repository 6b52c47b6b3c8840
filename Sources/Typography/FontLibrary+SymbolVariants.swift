import Foundation
import Geometry

extension FontLibrary {
    /// The symbol `name` built by `SymbolVariant`, or nil when the name is not one of them.
    ///
    /// Shapes fill the symbol's live area, a square one font size across centred in its box (as
    /// Material's 20-unit area does); outlines are drawn 2 grid units wide at regular weight,
    /// Material's stroke, widened and thinned with the weight as the icons are. A badged,
    /// slashed or overlapping symbol keeps its base's place and is as wide as its ink, as an
    /// icon is.
    func symbolVariant(named name: String, size: Double, weight: Int) throws -> SymbolGlyph? {
        guard let variant = SymbolVariant(name: name) else { return nil }
        // Made once per name and weight at a reference size and scaled (`SymbolCache`).
        let reference = try symbolCache.glyph(for: "\(name)|\(weight)") {
            try buildSymbol(variant, named: name, size: Self.builtSymbolSize, weight: weight)
        }
        return reference.scaled(by: size / Self.builtSymbolSize)
    }

    /// The size built symbols are made at before they are scaled: large enough that no
    /// tolerance's floor applies, so the shape is the same at every size.
    static let builtSymbolSize = 100.0

    /// `variant` made at `size`.
    func buildSymbol(_ variant: SymbolVariant, named name: String, size: Double, weight: Int) throws -> SymbolGlyph {
        let centre = size * Self.symbolCentreHeight
        let area = Rect(x: 0, y: -centre - size / 2, width: size, height: size)
        let gridUnit = size / 20
        let stroke = StrokeStyle(
            lineWidth: Self.symbolStrokeWidth(size: size, weight: weight), lineCap: .round, lineJoin: .round)
        let tolerance = max(size / 400, 1e-3)
        let path: Path
        // The layers where the symbol has them (see `SymbolGlyph.layers`).
        var layers: [SymbolGlyph.Layer] = []
        // What the box spans across: the live area, or the ink of a composite.
        var box = area
        switch variant {
        case .character(let scalar, let fileName, let package):
            let face = try face(fileName: fileName, size: size, package: package)
            let utf8 = Array(String(scalar).utf8)
            guard let glyph = face.shapeItem(utf8, range: 0..<utf8.count).glyphs.first, glyph.id != 0 else {
                throw FontError(
                    "the font \(fileName) has no character U+\(String(scalar.value, radix: 16, uppercase: true)) for SF Symbol '\(name)' (install the Debian package \(package))"
                )
            }
            let outline = face.typeface.outline(
                glyph: glyph.id, emboldening: Self.symbolEmboldening(weight: weight) * face.typeface.unitsPerEm / 20)
            path = Self.fitted(
                outline.applying(.scale(x: face.scale, y: face.scale)), in: area.insetBy(dx: gridUnit, dy: gridUnit))
        case .seal(let filled):
            let seal = Self.sealPath(
                in: area.insetBy(dx: filled ? gridUnit : gridUnit * 2, dy: filled ? gridUnit : gridUnit * 2))
            path = filled ? seal : seal.strokeOutline(stroke, tolerance: tolerance)
        case .enclosed(let base, let container, let filled):
            let enclosed = try enclosedPaths(
                container: container, filled: filled, area: area, stroke: stroke, tolerance: tolerance
            ) { innerSize in
                try symbol(named: base, size: innerSize, weight: weight).path
            }
            path = enclosed.path
            layers = enclosed.layers
        case .numbered(let number, let container, let filled):
            let enclosed = try enclosedPaths(
                container: container, filled: filled, area: area, stroke: stroke, tolerance: tolerance
            ) { innerSize in
                try numberPath(number, size: innerSize, weight: weight)
            }
            path = enclosed.path
            layers = enclosed.layers
        // A badge is the primary layer and what it is on the secondary, as SF draws them (the
        // red dot of `bell.badge` in the palette's first style).
        case .badged(let base, let badge):
            (path, layers) = Self.twoLayers(try badgedSymbolPaths(base: base, badge: badge, size: size, weight: weight))
            box = path.controlPointBounds
        case .dotBadged(let base):
            (path, layers) = Self.twoLayers(try dotBadgedSymbolPaths(base: base, size: size, weight: weight))
            box = path.controlPointBounds
        case .slashed(let base):
            path = try slashedSymbolPath(base: base, size: size, weight: weight, stroke: stroke)
            box = path.controlPointBounds
        case .checkmark(let container, let filled):
            let check = checkmarkPaths(
                in: area, container: container, filled: filled, weight: weight, tolerance: tolerance)
            path = check.path
            layers = check.layers
        case .overlapping(let front, let back):
            (path, layers) = Self.twoLayers(
                try overlappingSymbolPaths(front: front, back: back, size: size, weight: weight))
            box = path.controlPointBounds
        }
        let ink = path.controlPointBounds
        let shift = AffineTransform.translation(x: -min(ink.minX, box.minX), y: 0)
        return SymbolGlyph(
            name: name, path: path.applying(shift), advance: max(ink.maxX, box.maxX) - min(ink.minX, box.minX),
            ascent: centre + size / 2, descent: size / 2 - centre,
            layers: layers.map { SymbolGlyph.Layer(path: $0.path.applying(shift), level: $0.level) },
            inkBounds: Rect(x: ink.minX + shift.tx, y: ink.minY, width: ink.width, height: ink.height))
    }

    /// A container drawn in `area` as `SymbolVariant.enclosed` says, with the path `inner`
    /// makes at a size it is given (about half the container's, SF's proportion) centred in it;
    /// the path and its layers.
    private func enclosedPaths(
        container: SymbolVariant.Container, filled: Bool, area: Rect, stroke: StrokeStyle, tolerance: Double,
        inner: (Double) throws -> Path
    ) throws -> (path: Path, layers: [SymbolGlyph.Layer]) {
        let gridUnit = area.height / 20
        let box: Rect
        let shape: Path
        // Where the symbol inside is centred: the container's middle, or for a shield, which
        // narrows to its point, the middle of its upper nine tenths.
        let middle: Rect
        var innerSize = area.height * (filled ? 0.56 : 0.5)
        switch container {
        case .square:
            box = area.insetBy(dx: gridUnit * 1.5, dy: gridUnit * 1.5)
            shape = .roundedRect(box, cornerRadius: box.width * 0.22, style: .continuous)
            middle = box
        case .circle:
            box = area.insetBy(dx: gridUnit, dy: gridUnit)
            shape = .circle(in: box)
            middle = box
        case .shield:
            box = area.insetBy(dx: gridUnit * 2.5, dy: gridUnit)
            shape = Self.shieldPath(in: box)
            middle = Rect(x: box.minX, y: box.minY, width: box.width, height: box.height * 0.9)
            innerSize *= 0.9
        }
        let fitted = try Self.centred(inner(innerSize), on: middle)
        return Self.containerPaths(shape: shape, inner: fitted, filled: filled, ring: stroke, tolerance: tolerance)
    }

    /// A container `shape` with `inner` (normalised, so that it winds one way) inside: when
    /// filled, the shape with `inner` cut out of it; otherwise the shape's outline drawn with
    /// `ring` and `inner` within. The path, and its layers as SF draws these: the container the
    /// secondary layer, what is inside the primary.
    static func containerPaths(shape: Path, inner: Path, filled: Bool, ring: StrokeStyle, tolerance: Double)
        -> (path: Path, layers: [SymbolGlyph.Layer])
    {
        if filled {
            // Cut out: the container and the symbol run opposite ways, filled non-zero.
            let cut = (inner.windingArea > 0) == (shape.windingArea > 0) ? inner.reversed() : inner
            let both = Self.joined(shape, cut)
            return (both, [SymbolGlyph.Layer(path: both, level: 1), SymbolGlyph.Layer(path: inner, level: 0)])
        }
        let outline = shape.strokeOutline(ring, tolerance: tolerance)
        return (
            Self.joined(outline, inner),
            [SymbolGlyph.Layer(path: outline, level: 1), SymbolGlyph.Layer(path: inner, level: 0)]
        )
    }

    /// `number` in the system font, semibold where the symbol is regular as SF's numbers in
    /// circles are, its digits `size` tall (half the container, as SF's are) and no wider than
    /// `size` × 1.15 (two digits keep clear of a ring).
    /// Normalised, so that it is cut out of a filled container whichever way its contours run.
    func numberPath(_ number: Int, size: Double, weight: Int) throws -> Path {
        let face = try systemFont(size: size, weight: min(max(weight, 1), 1000) + 200)
        let digits = face.shape(String(number)).path(origin: .zero)
        let ink = digits.controlPointBounds
        guard ink.width > 0, ink.height > 0 else { return digits }
        let scale = min(size / ink.height, size * 1.15 / ink.width)
        return digits.applying(.scale(x: scale, y: scale)).normalized(tolerance: Self.cutTolerance(size: size))
    }

    /// A symbol of two parts, `secondary` (what a badge sits on, what stands behind) and
    /// `primary` before it: the two as one path, and as layers at those levels.
    static func twoLayers(_ parts: (secondary: Path, primary: Path)) -> (Path, [SymbolGlyph.Layer]) {
        (
            joined(parts.secondary, parts.primary),
            [SymbolGlyph.Layer(path: parts.secondary, level: 1), SymbolGlyph.Layer(path: parts.primary, level: 0)]
        )
    }

    /// `a` and `b` as one path.
    static func joined(_ a: Path, _ b: Path) -> Path {
        var both = a
        both.addPath(b)
        return both
    }

    /// `path` scaled to fit `rect` (aspect kept) and centred in it.
    static func fitted(_ path: Path, in rect: Rect) -> Path {
        let ink = path.controlPointBounds
        guard ink.width > 0, ink.height > 0 else { return path }
        let s = min(rect.width / ink.width, rect.height / ink.height)
        let scaled = path.applying(.scale(x: s, y: s))
        return centred(scaled, on: rect)
    }

    /// `path` moved so that its ink's centre is `rect`'s.
    static func centred(_ path: Path, on rect: Rect) -> Path {
        let ink = path.controlPointBounds
        return path.applying(.translation(x: rect.midX - ink.midX, y: rect.midY - ink.midY))
    }

    /// SF's shield filling `rect`: a top that rises gently to its middle, straight sides down
    /// to half its height, then curves meeting in a point at the bottom middle.
    static func shieldPath(in rect: Rect) -> Path {
        let (w, h) = (rect.width, rect.height)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * w, y: rect.minY + y * h) }
        var path = Path()
        path.move(to: at(0.5, 0))
        path.addCurve(to: at(1, 0.14), control1: at(0.68, 0.1), control2: at(0.88, 0.13))
        path.addLine(to: at(1, 0.48))
        path.addCurve(to: at(0.5, 1), control1: at(1, 0.76), control2: at(0.74, 0.92))
        path.addCurve(to: at(0, 0.48), control1: at(0.26, 0.92), control2: at(0, 0.76))
        path.addLine(to: at(0, 0.14))
        path.addCurve(to: at(0.5, 0), control1: at(0.12, 0.13), control2: at(0.32, 0.1))
        path.closeSubpath()
        return path
    }

    /// A circle with twelve rounded scallops filling `rect`: radius r·(0.94 + 0.06·cos 12θ),
    /// sampled finely enough to look smooth at any size a symbol is drawn.
    static func sealPath(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        var path = Path()
        let steps = 288
        for k in 0..<steps {
            let theta = Double(k) / Double(steps) * 2 * .pi
            let radius = r * (0.94 + 0.06 * cos(12 * theta))
            let p = Point(x: rect.midX + radius * cos(theta), y: rect.midY + radius * sin(theta))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}
