// Images in text: `Text(Image(systemName: "star.fill"))`, `Text("\(Image(systemName: "star")) 4.8")`,
// `Text(image) + Text("…")`. Each image is a run of its own, set on the line like a glyph
// (SceneGraph.TextInlineImage).

extension Text {
    /// `image` set in the text like a glyph: an SF Symbol at the font's size and weight in the
    /// text's colour, a bitmap at its size in its own colours, standing on the baseline and
    /// wrapping with the text.
    public init(_ image: Image) { self.init(runs: [Run(string: "\u{FFFC}", image: image)]) }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image, set in the text in its place like a glyph (see `Text.init(_: Image)`).
    public mutating func appendInterpolation(_ image: Image) { appendInterpolation(Text(image)) }
}
