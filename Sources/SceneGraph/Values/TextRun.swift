import Raster

/// One stretch of a text in one style: a part of `Text + Text`, a run of an `AttributedString`,
/// a span of Markdown. What its attributes leave unset comes from the environment.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes
    /// An image drawn in the run's place, its string one object replacement character (nil: the
    /// run is characters).
    public var image: TextInlineImage?

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.attributes = attributes
    }

    /// `image` set in the text, in the style of `attributes`.
    public init(image: TextInlineImage, attributes: TextAttributes = TextAttributes()) {
        self.string = "\u{FFFC}"  // Typography's `TextLayout.objectReplacement`
        self.attributes = attributes
        self.image = image
    }
}

/// What a run of text sets over the environment's text style: its font, weight, foreground,
/// text modifiers (tracking, italic, decorations and their colours …) and background.
public struct TextAttributes: Hashable, Sendable {
    public var font: FontRequest?
    public var fontWeight: FontRequest.Weight?
    public var foregroundStyle: PaintStyle?
    /// The run's text modifiers, outermost first (the innermost wins, as in the environment).
    public var textStyle: [TextTraits.Change] = []
    /// A colour filled behind the run's glyphs, one line tall (`AttributedString`'s
    /// `backgroundColor`).
    public var backgroundColor: RGBAColor?

    public init(
        font: FontRequest? = nil, fontWeight: FontRequest.Weight? = nil, foregroundStyle: PaintStyle? = nil,
        textStyle: [TextTraits.Change] = [], backgroundColor: RGBAColor? = nil
    ) {
        self.font = font
        self.fontWeight = fontWeight
        self.foregroundStyle = foregroundStyle
        self.textStyle = textStyle
        self.backgroundColor = backgroundColor
    }

    /// Whether the run sets nothing: it is drawn in the environment's style.
    public var isEmpty: Bool { self == TextAttributes() }

    /// The environment a run with these attributes is set in.
    func environment(_ env: LayoutEnvironment) -> LayoutEnvironment {
        var env = env
        if let font { env.font = font }
        if let fontWeight { env.fontWeight = fontWeight }
        if let foregroundStyle { env.foregroundStyle = foregroundStyle }
        for change in textStyle { env.textStyle = env.textStyle.applying(change) }
        return env
    }
}
