import Typography

extension FontRequest {
    /// The font named `name` (a PostScript, full or family name) at `size` points.
    public static func custom(_ name: String, size: Double) -> FontRequest {
        FontRequest(size: size, name: name)
    }

    /// The warning `Font.custom(name)` earns in the scene in `sceneFolder`: which font stands in
    /// for an iOS font, or that the name is unknown; nil when the scene's own file is found (see
    /// `FontLibrary.customFont(named:size:weight:sceneFonts:)`). The lookup is the one layout
    /// makes, so the scene's code can warn at the line that names the font.
    public static func customFontWarning(named name: String, sceneFolder: String?) -> String? {
        let files = sceneFolder.map(SceneFontFiles.ofScene(in:)) ?? .none
        return try? FontLibrary.shared.customFont(named: name, size: 17, weight: 400, sceneFonts: files).warning
    }
}
