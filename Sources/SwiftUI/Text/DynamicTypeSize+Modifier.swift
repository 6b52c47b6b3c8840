internal import SceneGraph

extension View {
    /// Draws the text inside at `size`: each Dynamic Type style (`.body`, `.title` …) at that
    /// size's point size in Apple's table; fonts of a fixed size (`.system(size:)`) unchanged.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the text size inside to `range`: a size above (as set by `.dynamicTypeSize` or the
    /// environment) outside it is drawn at the range's nearest end.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter(range.contains)
            guard let first = inside.first, let last = inside.last else { return }
            size = size < first ? first : last
        }
    }
}

extension DynamicTypeSize {
    /// The size's index in SceneGraph's tables (`DynamicTypeStyle.size(at:)`).
    var engineIndex: Int { DynamicTypeSize.allCases.firstIndex(of: self) ?? DynamicTypeStyle.defaultSize }
}

extension ViewNode {
    /// This text or symbol at the environment's Dynamic Type size (a modifier only where that is
    /// not the default size).
    func sized(in environment: EnvironmentValues) -> ViewNode {
        let index = environment.dynamicTypeSize.engineIndex
        return index == DynamicTypeStyle.defaultSize ? self : .modified(self, .dynamicTypeSize(index))
    }
}

/// The older name of the text sizes (`\.sizeCategory`).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension EnvironmentValues {
    /// The text size under its older name (`\.sizeCategory`): the same setting as
    /// `dynamicTypeSize`, as on iOS, so that setting either sizes the text inside.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[dynamicTypeSize.engineIndex] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue)!] }
    }

    /// Whether VoiceOver is on: off in a render.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Button Shapes is on: off in a render.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether Bold Text is on: off, `.regular`.
    public var legibilityWeight: LegibilityWeight? { .regular }
}

/// Whether Bold Text is on.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
