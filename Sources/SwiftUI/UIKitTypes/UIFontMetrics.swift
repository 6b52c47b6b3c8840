internal import SceneGraph

/// Scales fonts and lengths with the text size. Text is drawn at the default size (large), at
/// which scaling changes nothing.
public final class UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

/// A description of a font: its text style's or its own size, traits and design.
public final class UIFontDescriptor: Sendable {
    public let pointSize: CGFloat
    let font: UIFont

    init(font: UIFont) {
        self.font = font
        pointSize = font.pointSize
    }

    /// The descriptor of a Dynamic Type style at the default size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// This descriptor with `symbolicTraits` (bold is drawn bold; the other traits as they are).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        symbolicTraits.contains(.traitBold)
            ? UIFontDescriptor(font: .systemFont(ofSize: pointSize, weight: .bold)) : self
    }

    /// This descriptor in `design` (the monospaced design is drawn monospaced).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        design == .monospaced
            ? UIFontDescriptor(font: .monospacedSystemFont(ofSize: pointSize, weight: .regular)) : self
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// A font's traits.
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// The system font's designs.
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = SystemDesign(name: "default")
        public static let rounded = SystemDesign(name: "rounded")
        public static let serif = SystemDesign(name: "serif")
        public static let monospaced = SystemDesign(name: "monospaced")
    }
}

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (its own size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init((pointSize == 0 ? descriptor.font : descriptor.font.withSize(pointSize)).engine)
    }

    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The system font's size for controls: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// A label's font size: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// A button's font size: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The small system font's size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The italic system font at `fontSize` points (drawn upright: the stand-in has no italic).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The families of the installed fonts, as iOS names its own.
    public static var familyNames: [String] {
        [
            "Academy Engraved LET", "American Typewriter", "Arial", "Avenir", "Avenir Next", "Baskerville",
            "Chalkduster", "Courier New", "Didot", "Futura", "Georgia", "Gill Sans", "Helvetica", "Helvetica Neue",
            "Menlo", "Noteworthy", "Palatino", "Times New Roman", "Trebuchet MS", "Verdana",
        ]
    }

    /// The fonts of `familyName`: its regular face's name.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyNames.contains(familyName) ? [familyName.replacingOccurrences(of: " ", with: "")] : []
    }

    /// The font of a Dynamic Type style for a trait collection (the default size).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { preferredFont(forTextStyle: style) }
}
