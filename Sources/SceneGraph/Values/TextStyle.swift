import Geometry
import Typography

/// What SwiftUI's text modifiers change in the text below them (an environment value):
/// spacing, figures, case, slant, lines through or under the glyphs and the baseline's place.
public struct TextStyle: Hashable, Sendable {
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
    /// `.baselineOffset(_:)`: points the glyphs are raised (negative: lowered); the text's box
    /// grows by as much, as SwiftUI's does.
    public var baselineOffset = 0.0
    /// `.minimumScaleFactor(_:)`: how much smaller text may be set to fit (1: not at all).
    public var minimumScaleFactor = 1.0
    /// `.fontDesign(_:)`, `.monospaced()`: the system font's design, over the font's own (nil:
    /// the font's).
    public var design: Font.Design?
    /// `.imageScale(_:)`: SF Symbols below are drawn this many times the font's size (small
    /// 0.8, medium 1, large 1.3: SF's scales, approximately).
    public var symbolScale = 1.0
    /// `.truncationMode(_:)`: where text cut short shows "…".
    public var truncation = TextOptions.Truncation.tail

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
        case baselineOffset(Double)
        case minimumScaleFactor(Double)
        case design(Font.Design?)
        case symbolScale(Double)
        case truncation(TextOptions.Truncation)
    }

    /// This style with `change` made (the innermost modifier wins, as SwiftUI's environment).
    func applying(_ change: Change) -> TextStyle {
        var style = self
        switch change {
        case .tracking(let points): style.tracking = points.isFinite ? points : 0
        case .lineSpacing(let points): style.lineSpacing = points.isFinite ? max(0, points) : 0
        case .monospacedDigits(let on): style.monospacedDigits = on
        case .textCase(let textCase): style.textCase = textCase
        case .italic(let on): style.isItalic = on
        case .underline(let on): style.underline = on
        case .strikethrough(let on): style.strikethrough = on
        case .baselineOffset(let points): style.baselineOffset = points.isFinite ? points : 0
        case .minimumScaleFactor(let factor): style.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1
        case .design(let design): style.design = design
        case .symbolScale(let scale): style.symbolScale = scale.isFinite && scale > 0 ? scale : 1
        case .truncation(let mode): style.truncation = mode
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
    /// and the underline and strikethrough of each line's advance.
    func decorate(_ layout: TextLayout, fontSize: Double) -> (glyphs: Path, decorations: Path) {
        guard isItalic || underline || strikethrough else { return (layout.path, Path()) }
        var glyphs = layout.path
        if isItalic {
            glyphs = Path()
            for line in layout.lines {
                let slant = AffineTransform(
                    a: 1, b: 0, c: -Self.italicSlant, d: 1, tx: Self.italicSlant * line.origin.y, ty: 0)
                glyphs.addPath(line.run.path(origin: line.origin), transform: slant)
            }
        }
        var decorations = Path()
        let thickness = fontSize * Self.decorationThickness
        for line in layout.lines {
            if underline {
                let top = line.origin.y + fontSize * Self.underlineDepth - thickness / 2
                decorations.addRect(Rect(x: line.origin.x, y: top, width: line.run.advance, height: thickness))
            }
            if strikethrough {
                let top = line.origin.y - fontSize * Self.strikethroughHeight - thickness / 2
                decorations.addRect(Rect(x: line.origin.x, y: top, width: line.run.advance, height: thickness))
            }
        }
        return (glyphs, decorations)
    }
}
