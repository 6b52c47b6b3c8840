/// A Dynamic Type text style (`.body`, `.title` …), whose size follows the text size the user
/// chose (SwiftUI's `DynamicTypeSize`).
public enum DynamicTypeStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The number of Dynamic Type sizes: xSmall … xxxLarge, then accessibility 1 … 5.
    public static let sizeCount = 12
    /// The index of the default size, Large.
    public static let defaultSize = 3
    /// The sizes' names, by index, as SwiftUI's `DynamicTypeSize` cases are spelled.
    public static let sizeNames = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// The style's point size at Dynamic Type size `index` (0 xSmall … 3 Large … 11
    /// accessibility 5; clamped), from Apple's Human Interface Guidelines, Typography, "iOS,
    /// iPadOS Dynamic Type sizes" (the xSmall to xxxLarge and the larger accessibility sizes
    /// tables).
    public func size(at index: Int) -> Double {
        let sizes: [Double] =
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        return sizes[min(max(index, 0), sizes.count - 1)]
    }
}
