/// An image set in a line of text like a glyph (`Text(Image(systemName: "star.fill"))`, an
/// image interpolated in a text's literal): an SF Symbol at the run's font size and weight in
/// its colour, or a bitmap at its own size, standing on the baseline and wrapping with the
/// text.
public enum TextInlineImage: Hashable, Sendable {
    case symbol(SymbolView)
    case bitmap(ImageView)
}
