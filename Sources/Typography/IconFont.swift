/// A font of icons that SF Symbols are drawn from, and how its icons are found by name.
///
/// Both are drawn on the 24-unit grid of Google's Material icons, the em, with a 20-unit live
/// area; the grid spans the font's descender to its ascender.
struct IconFont: Equatable, Sendable {
    /// The font file and the Debian package that installs it.
    let fileName: String
    let package: String
    /// How an icon's glyph is found from its name.
    let lookup: Lookup

    enum Lookup: Equatable, Sendable {
        /// Shaping the name: the font's ligatures turn it into the icon (Material Icons).
        case ligature
        /// The glyph's own name in the font's post table (webfonts addressed by codepoints in
        /// CSS, whose glyphs keep their icons' names).
        case glyphName
    }

    /// Google's Material Icons (fonts-material-design-icons-iconfont, version 6): most symbols.
    static let materialIcons = IconFont(
        fileName: "MaterialIcons-Regular.ttf", package: "fonts-material-design-icons-iconfont", lookup: .ligature)

    /// The community's Material Design Icons (fonts-materialdesignicons-webfont, version 1.6),
    /// drawn to Google's grid and style: a few symbols Material Icons has no icon for (a hard
    /// disk, glasses, a partly cloudy sky, an ECG trace).
    static let materialDesignIcons = IconFont(
        fileName: "materialdesignicons-webfont.ttf", package: "fonts-materialdesignicons-webfont",
        lookup: .glyphName)
}
