import Geometry
import Raster
import Typography

/// What SwiftUI's text modifiers change in the text below them (an environment value):
/// spacing, figures, case, slant, lines through or under the glyphs and the baseline's place.
public struct TextTraits: Hashable, Sendable {
    /// Points after every character (`.tracking`, `.kerning`).
    public var tracking = 0.0
    /// Points between lines (`.lineSpacing`).
    public var lineSpacing = 0.0
    /// `.monospacedDigit()`: tabular figures.
    public var monospacedDigits = false
    /// `.textCase(…)`: the string shown upper- or lowercased.
    public var textCase: Case?
    /// `.italic()`: the glyphs slanted (Inter has no italic in Debian's package: a synthetic
    /// oblique, as Core Text draws a face without one).
    public var isItalic = false
    /// `.underline()` and `.strikethrough()`: a line under or through each line of text, in the
    /// text's style.
    public var underline = false
    public var strikethrough = false
    /// `.underline(color:)`, `.strikethrough(color:)`: the lines' colours (nil: the text's).
    public var underlineColor: RGBAColor?
    public var strikethroughColor: RGBAColor?
    /// `.baselineOffset(_:)`: points the glyphs are raised (negative: lowered); the text's box
    /// grows by as much, as SwiftUI's does.
    public var baselineOffset = 0.0
    /// `.minimumScaleFactor(_:)`: how much smaller text may be set to fit (1: not at all).
    public var minimumScaleFactor = 1.0
    /// `.allowsTightening(true)`: text cut short may be set tighter first (`LayoutPass+Text`).
    public var allowsTightening = false
    /// `.fontDesign(_:)`, `.monospaced()`: the system font's design, over the font's own (nil:
    /// the font's).
    public var design: FontRequest.Design?
    /// `.imageScale(_:)`: SF Symbols below are drawn this many times the font's size (small
    /// 0.8, medium 1, large 1.3: SF's scales, approximately).
    public var symbolScale = 1.0
    /// `.truncationMode(_:)`: where text cut short shows "…".
    public var truncation = TextOptions.Truncation.tail
    /// `.textScale(_:)`: the text below set this many times its font's size (1: as written).
    public var scale = 1.0

    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    public init() {}

    /// One modifier's change.
    public enum Change: Hashable, Sendable {
        case tracking(Double)
        case lineSpacing(Double)
        case monospacedDigits(Bool)
        case textCase(Case?)
        case italic(Bool)
        case underline(Bool)
        case strikethrough(Bool)
        case underlineColor(RGBAColor?)
        case strikethroughColor(RGBAColor?)
        case baselineOffset(Double)
        case minimumScaleFactor(Double)
        case allowsTightening(Bool)
        case design(FontRequest.Design?)
        case symbolScale(Double)
        case truncation(TextOptions.Truncation)
        case scale(Double)
    }

    /// This style with `change` made (the innermost modifier wins, as SwiftUI's environment).
    func applying(_ change: Change) -> TextTraits {
        var style = self
        switch change {
        case .tracking(let points): style.tracking = points.isFinite ? points : 0
        case .lineSpacing(let points): style.lineSpacing = points.isFinite ? max(0, points) : 0
        case .monospacedDigits(let on): style.monospacedDigits = on
        case .textCase(let textCase): style.textCase = textCase
        case .italic(let on): style.isItalic = on
        case .underline(let on): style.underline = on
        case .strikethrough(let on): style.strikethrough = on
        case .underlineColor(let color): style.underlineColor = color
        case .strikethroughColor(let color): style.strikethroughColor = color
        case .baselineOffset(let points): style.baselineOffset = points.isFinite ? points : 0
        case .minimumScaleFactor(let factor): style.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1
        case .allowsTightening(let on): style.allowsTightening = on
        case .design(let design): style.design = design
        case .symbolScale(let scale): style.symbolScale = scale.isFinite && scale > 0 ? scale : 1
        case .truncation(let mode): style.truncation = mode
        case .scale(let factor): style.scale = factor.isFinite && factor > 0 ? factor : 1
        }
        return style
    }

    /// What Typography sets from it.
    var options: TextOptions {
        TextOptions(
            tracking: tracking, lineSpacing: lineSpacing, tabularFigures: monospacedDigits, truncation: truncation)
    }

    /// `string` in the style's case.
    func cased(_ string: String) -> String {
        switch textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
    }

    /// The slant of `.italic()`: x moves by this much of the height above the baseline (about
    /// 11°, the angle of SF's italic).
    static let italicSlant = 0.2

    /// The underline's and the strikethrough's thickness, and their places below and above the
    /// baseline, in ems. Approximation: SF's metrics (1 pt thick and 2 pt below the baseline at
    /// 17 pt; the strikethrough at half its x-height) are not published; these are measured by
    /// eye on iOS screenshots of body text.
    static let decorationThickness = 1.0 / 17
    static let underlineDepth = 2.0 / 17
    static let strikethroughHeight = 0.27

    /// The glyphs of `layout` with the style's slant (each line slanted about its own baseline),
    /// and the underline and strikethrough of each line's advance: in the text's paint
    /// (`decorations`), or apart when the style gives them a colour of their own.
    func decorate(_ layout: TextLayout, fontSize: Double)
        -> (glyphs: Path, decorations: Path, underlines: Path, strikethroughs: Path)
    {
        guard isItalic || underline || strikethrough else { return (layout.path, Path(), Path(), Path()) }
        var glyphs = layout.path
        if isItalic {
            glyphs = Path()
            for line in layout.lines {
                glyphs.addPath(line.run.path(origin: line.origin), transform: Self.slant(baseline: line.origin.y))
            }
        }
        var decorations = Path()
        var underlines = Path()
        var strikethroughs = Path()
        for line in layout.lines {
            if underline {
                let rect = Self.underlineRect(x: line.origin.x, width: line.run.advance, line.origin.y, fontSize)
                if underlineColor == nil { decorations.addRect(rect) } else { underlines.addRect(rect) }
            }
            if strikethrough {
                let rect = Self.strikethroughRect(x: line.origin.x, width: line.run.advance, line.origin.y, fontSize)
                if strikethroughColor == nil { decorations.addRect(rect) } else { strikethroughs.addRect(rect) }
            }
        }
        return (glyphs, decorations, underlines, strikethroughs)
    }

    /// `.italic()`'s slant about a baseline `baseline` points below the top.
    static func slant(baseline: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: -italicSlant, d: 1, tx: italicSlant * baseline, ty: 0)
    }

    /// The underline of `width` points from `x`, under a baseline at `baseline`, for text of
    /// `fontSize`.
    static func underlineRect(x: Double, width: Double, _ baseline: Double, _ fontSize: Double) -> Rect {
        let thickness = fontSize * decorationThickness
        return Rect(x: x, y: baseline + fontSize * underlineDepth - thickness / 2, width: width, height: thickness)
    }

    /// The strikethrough of `width` points from `x`, over a baseline at `baseline`.
    static func strikethroughRect(x: Double, width: Double, _ baseline: Double, _ fontSize: Double) -> Rect {
        let thickness = fontSize * decorationThickness
        return Rect(
            x: x, y: baseline - fontSize * strikethroughHeight - thickness / 2, width: width, height: thickness)
    }
}
