import Raster

/// Values inherited down the view tree (SwiftUI's environment).
struct LayoutEnvironment: Hashable {
    var font: Font = .body
    /// Set by `.fontWeight` / `.bold()`; overrides the font's own weight.
    var fontWeight: Font.Weight?
    /// Colour of text and of shapes filled with the foreground style (SwiftUI's primary: black).
    var foregroundColor: Color = .black

    /// The weight text is drawn with.
    var resolvedWeight: Font.Weight { fontWeight ?? font.weight }
}
