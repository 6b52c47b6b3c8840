import Typography

/// A SwiftUI font request: a size in points, a weight and a design (`.system` maps to Inter;
/// see `FontLibrary.systemFont(size:weight:design:)`).
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// `.default`, `.rounded`, `.monospaced` or `.serif` (`Typography.SystemFontDesign`).
    public typealias Design = SystemFontDesign

    public var size: Double
    public var weight: Weight
    public var design: Design

    public init(size: Double, weight: Weight = .regular, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// `.font(.system(size:weight:design:))`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    // Dynamic Type styles at the default content size (DESIGN.md §5).
    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)
}
