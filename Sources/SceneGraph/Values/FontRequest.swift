import Typography

/// A SwiftUI font request: a size in points, a weight and a design (`.system` maps to Inter;
/// see `FontLibrary.systemFont(size:weight:design:)`), or a font by name (`Font.custom`; see
/// `FontLibrary.customFont(named:size:weight:sceneFonts:)`).
public struct FontRequest: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// `.default`, `.rounded`, `.monospaced` or `.serif` (`Typography.SystemFontDesign`).
    public typealias Design = SystemFontDesign

    public var size: Double
    public var weight: Weight
    public var design: Design
    /// For a Dynamic Type style, the distance from one line's baseline to the next that iOS
    /// gives its lines (the style's leading); nil for `.system(size:)`, whose lines are as tall
    /// as the font's own line height.
    public var leading: Double?
    /// The name of a custom font (a PostScript, full or family name); nil for the system font.
    /// Its weight `.regular` means the name's own weight ("Avenir-Heavy" is heavy).
    public var name: String?
    /// `Font.monospacedDigit()`: the font's figures of one width (tabular figures), as the
    /// `.monospacedDigit()` text style draws them.
    public var monospacedDigits = false
    /// `Font.italic()`: the font's italic, drawn as the `.italic()` text modifier draws it.
    public var isItalic = false
    /// The Dynamic Type style this font is (nil: a fixed size), whose size the environment's
    /// Dynamic Type size chooses (`sized(at:)`).
    public var textStyle: DynamicTypeStyle?

    public init(
        size: Double, weight: Weight = .regular, design: Design = .default, leading: Double? = nil,
        name: String? = nil
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.leading = leading
        self.name = name
    }

    private func style(_ style: DynamicTypeStyle) -> FontRequest {
        var font = self
        font.textStyle = style
        return font
    }

    /// `.font(.system(size:weight:design:))`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> FontRequest {
        FontRequest(size: size, weight: weight, design: design)
    }

    // Dynamic Type styles at the default content size, Large (DESIGN.md §5): weight, size and
    // leading in points from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
    // Type sizes", Large (Default). iOS keeps a single line as tall as the font's line height
    // (20.29 pt for body) and puts the next line's baseline `leading` below: four lines of body
    // text are 86.5 pt tall in an iOS 15 snapshot at 2x, 3 × 22 + 20.29 (SanFranciscoMetricsTests).
    public static let largeTitle = FontRequest(size: 34, leading: 41).style(.largeTitle)
    public static let title = FontRequest(size: 28, leading: 34).style(.title)
    public static let title2 = FontRequest(size: 22, leading: 28).style(.title2)
    public static let title3 = FontRequest(size: 20, leading: 25).style(.title3)
    public static let headline = FontRequest(size: 17, weight: .semibold, leading: 22).style(.headline)
    public static let body = FontRequest(size: 17, leading: 22).style(.body)
    public static let callout = FontRequest(size: 16, leading: 21).style(.callout)
    public static let subheadline = FontRequest(size: 15, leading: 20).style(.subheadline)
    public static let footnote = FontRequest(size: 13, leading: 18).style(.footnote)
    public static let caption = FontRequest(size: 12, leading: 16).style(.caption)
    public static let caption2 = FontRequest(size: 11, leading: 13).style(.caption2)
}
