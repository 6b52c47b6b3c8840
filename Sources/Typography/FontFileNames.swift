import Foundation

@_implementationOnly import CFreeType

/// The names a font file answers to on iOS, read from the file by FreeType: its family
/// ("Avenir Next"), style ("Demi Bold"), PostScript name ("AvenirNext-DemiBold"), weight (the
/// OS/2 table's 100…900) and whether it is italic.
public struct FontFileNames: Hashable, Sendable {
    public var path: String
    public var family: String
    public var style: String
    public var postScriptName: String
    public var weight: Int
    public var isItalic: Bool

    /// The names of the first face of the file at `path`, or nil when FreeType cannot open it.
    public static func read(path: String) -> FontFileNames? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        var weight = styleWeight(style) ?? 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if (1...1000).contains(Int(os2.usWeightClass)) { weight = Int(os2.usWeightClass) }
        }
        let isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        guard !family.isEmpty || !postScriptName.isEmpty else { return nil }
        return FontFileNames(
            path: path, family: family, style: style, postScriptName: postScriptName, weight: weight,
            isItalic: isItalic)
    }

    /// The weight a style name says ("Heavy": 800, "DemiBold": 600), or nil when it names none.
    /// Words are matched without spaces, case or an italic suffix, as Apple's PostScript names
    /// spell them ("Avenir-HeavyOblique", "HelveticaNeue-UltraLightItalic").
    public static func styleWeight(_ style: String) -> Int? {
        var key = style.lowercased().filter { $0.isLetter }
        for suffix in ["italic", "oblique"] where key.hasSuffix(suffix) { key.removeLast(suffix.count) }
        return styleWeights[key]
    }

    /// Whether a style name asks for an italic face.
    public static func styleIsItalic(_ style: String) -> Bool {
        let key = style.lowercased()
        return key.hasSuffix("italic") || key.hasSuffix("oblique")
    }

    private static let styleWeights: [String: Int] = [
        "": 400, "ultralight": 100, "extralight": 200, "hairline": 100, "thin": 200, "light": 300, "book": 400,
        "roman": 400, "regular": 400, "normal": 400, "plain": 400, "medium": 500, "demibold": 600,
        "semibold": 600, "demi": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "heavy": 800,
        "black": 900, "ultrablack": 950, "condensedbold": 700, "condensedblack": 900, "condensedmedium": 500,
        "boldcondensed": 700,
    ]
}
