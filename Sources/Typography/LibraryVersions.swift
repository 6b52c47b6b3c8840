@_implementationOnly import CFreeType
@_implementationOnly import CHarfBuzz

/// The versions of the C libraries Typography runs on, for `zoetrope --version`.
public enum TypographyLibraries {
    /// HarfBuzz's version (e.g. "6.0.0").
    public static var harfBuzzVersion: String { String(cString: hb_version_string()) }

    /// FreeType's version (e.g. "2.12.1"), read from a library opened for the purpose.
    public static var freeTypeVersion: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
