import Geometry

extension FontLibrary {
    /// The SF Symbol `name` drawn at font size `size` points and CSS-style `weight` (400 regular,
    /// 700 bold), from its stand-in in Material Icons (fonts-material-design-icons-iconfont) or,
    /// for a few that font lacks, Material Design Icons (fonts-materialdesignicons-webfont).
    ///
    /// Symbols size with the font like text: the icon's 20-unit live area (of its 24-unit grid)
    /// is `size` points tall, centred on the middle of the system font's capitals. The icon fonts
    /// have one weight; other weights widen or thin their strokes to match (up to a twentieth of
    /// `size` bolder, three eightieths lighter).
    /// - Throws: `SymbolError` for a name the symbol table lacks (naming the closest known name);
    ///   `FontError` for an invalid size or when the icon font is not installed.
    ///
    /// Some icons are outlined, turned or mirrored to look like SF's (`SymbolTable.adjustments`).
    /// Names the icon fonts lack come from elsewhere: a few from DejaVu Sans (the card suits), a
    /// few drawn (`seal`), and some built from known symbols (`SymbolVariant`): any, or a number
    /// up to 50, in a square, circle or shield, `NAME.square`, `NAME.square.fill`,
    /// `NAME.circle`, `NAME.circle.fill`, `NAME.shield` and `NAME.shield.fill`; any with another
    /// as a badge, `NAME.badge.BADGE`, or with a notification dot, `NAME.badge`; and any struck
    /// through, `NAME.slash`.
    public func symbol(named name: String, size: Double, weight: Int = 400) throws -> SymbolGlyph {
        guard size.isFinite, size >= 0 else { throw FontError.invalidSize(size) }
        guard let (font, iconName) = SymbolTable.icon(for: name) else {
            if let variant = try symbolVariant(named: name, size: size, weight: weight) { return variant }
            if AppleSymbolNames.all.contains(name) {
                // A renamed symbol is the same picture under its other name.
                for other in AppleSymbolNames.otherNames(of: name) where SymbolVariant.isKnown(other) {
                    var glyph = try symbol(named: other, size: size, weight: weight)
                    glyph.name = name
                    return glyph
                }
                return try standInSymbol(for: name, size: size, weight: weight)
            }
            throw SymbolError(name: name, suggestion: NameSuggestion.closest(to: name, among: Self.suggestableSymbols))
        }
        return try iconSymbol(iconName, of: font, named: name, size: size, weight: weight)
    }

    /// Every name a misspelt one may be meant for, Apple's and Zoetrope's, sorted once (an
    /// unknown name is laid out again in every snapshot).
    private static let suggestableSymbols = AppleSymbolNames.all.union(SymbolTable.allNames).sorted()

    /// Whether `name` is an SF Symbol: one of Apple's (iOS draws it) or one Zoetrope draws,
    /// whether or not Zoetrope has its own picture of it (`SymbolGlyph.standIn`).
    public static func knowsSymbol(named name: String) -> Bool {
        SymbolVariant.isKnown(name) || AppleSymbolNames.all.contains(name)
    }

    /// One of Apple's symbols that Zoetrope has no picture of, drawn as its `SymbolStandIn`: the
    /// nearest known symbol's outline in a box of that symbol's size, or an empty box of the
    /// size of `square`'s (a symbol's usual box) when none is near.
    private func standInSymbol(for name: String, size: Double, weight: Int) throws -> SymbolGlyph {
        let standIn = SymbolStandIn.forSymbol(named: name)
        var glyph: SymbolGlyph
        switch standIn {
        case .nearest(let known):
            glyph = try symbol(named: known, size: size, weight: weight)
        case .blank:
            glyph = try symbol(named: "square", size: size, weight: weight)
            glyph.path = Path()
            glyph.layers = []
        }
        glyph.name = name
        glyph.standIn = standIn
        return glyph
    }

    /// The icon `iconName` of `font` drawn as the SF Symbol `name`, placed as `symbol(named:)`
    /// places symbols.
    func iconSymbol(_ iconName: String, of font: IconFont, named name: String, size: Double, weight: Int) throws
        -> SymbolGlyph
    {
        let face = try face(fileName: font.fileName, size: size * Self.symbolEmPerFontSize, package: font.package)
        let unitsPerGridUnit = face.typeface.unitsPerEm / Self.symbolGridSize
        let glyph = try Self.iconGlyph(iconName, of: font, for: name, in: face)
        let adjustment = SymbolTable.adjustments[name] ?? SymbolAdjustment()
        // An outlined icon's weight is its stroke's; its filled shapes are drawn as they are.
        let emboldening = adjustment.fill == .asDrawn ? Self.symbolEmboldening(weight: weight) : 0
        let outline: Path
        if adjustment == SymbolAdjustment() {
            outline = face.typeface.outline(glyph: glyph, emboldening: emboldening * unitsPerGridUnit)
        } else {
            // Adjusted in font units, once per icon and weight (`SymbolCache`): the stroke
            // and tolerance are the same fractions of the grid at every size.
            let unitsPerFontSize = unitsPerGridUnit * 20
            outline = symbolCache.outline(for: "\(font.fileName)|\(iconName)|\(name)|\(weight)") {
                Self.adjusted(
                    face.typeface.outline(glyph: glyph, emboldening: emboldening * unitsPerGridUnit), by: adjustment,
                    stroke: Self.symbolStrokeWidth(size: unitsPerFontSize, weight: weight),
                    tolerance: Self.cutTolerance(size: unitsPerFontSize))
            }
        }
        let scaled = outline.applying(.scale(x: face.scale, y: face.scale))
        let ink = scaled.controlPointBounds
        // The grid's centre, midway between the font's descender and ascender (half an em above
        // the baseline in Material Icons, 3/8 of one in Material Design Icons), moves to the
        // capitals' middle.
        let gridCentre = (face.typeface.ascender + face.typeface.descender) / 2 * face.scale
        let centre = size * Self.symbolCentreHeight
        let path = scaled.applying(.translation(x: -ink.minX, y: gridCentre - centre))
        return SymbolGlyph(
            name: name, path: path, advance: ink.width, ascent: centre + size / 2, descent: size / 2 - centre,
            layers: Self.containerLayers(of: path, named: name),
            inkBounds: Rect(x: 0, y: ink.minY + gridCentre - centre, width: ink.width, height: ink.height))
    }

    /// The icon fonts' grids are 24 units (the font's em) with a 20-unit live area; the live
    /// area is one font size tall, so the em is 24/20 font sizes.
    static let symbolGridSize = 24.0
    static let symbolEmPerFontSize = 1.2

    /// The height of the symbol box's centre above the baseline, in font sizes: half of Inter's
    /// cap height (2048/2816 em), where SF Symbols centre on text.
    static let symbolCentreHeight = 0.3636

    /// The width of a line a symbol draws itself (a ring, a slash, an outlined icon's edge) at
    /// `size` and `weight`: Material's stroke, 2 grid units at regular weight, widened and
    /// thinned with the weight as the icons are, never under a quarter unit.
    static func symbolStrokeWidth(size: Double, weight: Int) -> Double {
        let gridUnit = size / 20
        return max(gridUnit * (2 + symbolEmboldening(weight: weight)), gridUnit / 4)
    }

    /// How much wider than regular (negative: thinner) a symbol's strokes are at `weight`, in grid
    /// units: a quarter unit per 100 of weight, from 3/4 unit thinner to 1 unit bolder (more
    /// fills the icons' counters; Material strokes are 2 units).
    static func symbolEmboldening(weight: Int) -> Double {
        let weight = min(max(weight, 1), 1000)  // no overflow below
        return min(max(Double(weight - 400) / 400, -0.75), 1)
    }

    /// The glyph of the icon `iconName` of `font`, found by shaping its ligature or by its glyph
    /// name as the font has it.
    private static func iconGlyph(_ iconName: String, of font: IconFont, for symbol: String, in face: FontFace) throws
        -> UInt32
    {
        switch font.lookup {
        case .ligature:
            let utf8 = Array(iconName.utf8)
            let glyphs = face.shapeItem(utf8, range: 0..<utf8.count).glyphs
            if glyphs.count == 1, let glyph = glyphs.first, glyph.id != 0 { return glyph.id }
            throw FontError(
                "the icon font \(face.fileName) has no icon '\(iconName)' for SF Symbol '\(symbol)'"
                    + " (install the Debian package \(font.package) version 6 or later)")
        case .glyphName:
            if let glyph = face.typeface.glyph(named: iconName) { return glyph }
            throw FontError(
                "the icon font \(face.fileName) has no icon '\(iconName)' for SF Symbol '\(symbol)'"
                    + " (install the Debian package \(font.package) version 1.6 or later)")
        }
    }
}
