/// The face `Font.custom` and `UIFont(name:size:)` draw with, and the warning to show when it is
/// not the font asked for.
public struct CustomFontMatch: Sendable {
    public var face: FontFace
    /// Nil when the scene's own file (or the system font, for SF Pro's names) was found; else
    /// which font stands in, said once per name.
    public var warning: String?
}

extension FontLibrary {
    /// The face for the font named `name` at `size` points and CSS-style `weight` (400: the
    /// name's own weight), as iOS finds it:
    /// 1. a font file the scene brings (`sceneFonts`), by PostScript name ("Avenir-Heavy"), full
    ///    name or family; a family takes its face nearest `weight`;
    /// 2. a font iOS ships (`IOSFontStandIn`): the closest open font installed, in the weight the
    ///    name's style says ("-Heavy": 800) unless `weight` says another, with a warning naming it;
    /// 3. anything else: the system font, with a warning, as iOS falls back to its system font.
    /// Characters a scene's font lacks come from the system font's fallbacks.
    /// - Throws: `FontError` when the size is invalid or no font at all can be opened.
    public func customFont(named name: String, size: Double, weight: Int, sceneFonts: SceneFontFiles) throws
        -> CustomFontMatch
    {
        let explicitWeight = weight == 400 ? nil : weight
        let shown = Self.printable(name)
        if let file = sceneFonts.file(named: name, weight: explicitWeight) {
            let fallbacks = Self.fallbackFileNames(weight: file.weight)
            if let face = try? face(path: file.path, size: size, fallbacks: fallbacks) {
                return CustomFontMatch(face: face, warning: nil)
            }
        }
        guard let (family, style) = IOSFontStandIn.family(of: name) else {
            return CustomFontMatch(
                face: try systemFont(size: size, weight: weight),
                warning: "font '\(shown)' is neither a .ttf or .otf file beside the scene (or in its assets folder) "
                    + "nor an iOS font: its text is drawn in the system font")
        }
        let wanted = explicitWeight ?? FontFileNames.styleWeight(style) ?? 400
        if IOSFontStandIn.isSystemFont(family) {
            return CustomFontMatch(face: try systemFont(size: size, weight: wanted), warning: nil)
        }
        let fallbacks = Self.fallbackFileNames(weight: wanted)
        for standIn in IOSFontStandIn.table[family] ?? [] where locate(standIn.file(weight: wanted)) != nil {
            if let face = try? face(
                fileName: standIn.file(weight: wanted), size: size, package: standIn.package, fallbacks: fallbacks)
            {
                return CustomFontMatch(
                    face: face,
                    warning: "font '\(shown)' is an iOS font Zoetrope cannot have: drawn with \(standIn.name), "
                        + "the closest open font installed")
            }
        }
        return CustomFontMatch(
            face: try systemFont(size: size, weight: wanted),
            warning: "font '\(shown)' is an iOS font Zoetrope cannot have: drawn with the system font, "
                + "the closest open font installed")
    }

    /// `name` with control characters shown as `?` and cut to 100 characters, so a message
    /// cannot drive the terminal or run on.
    static func printable(_ name: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return cleaned.count > 100 ? String(cleaned.prefix(100)) + "…" : cleaned
    }
}
