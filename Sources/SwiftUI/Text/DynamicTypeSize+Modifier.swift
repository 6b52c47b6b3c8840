extension View {
    /// Sets the text size of the views inside. Text is drawn at `.large`'s sizes whatever the
    /// size (`DynamicTypeSize`), so another size is warned about at this line.
    public func dynamicTypeSize(_ size: DynamicTypeSize, line: Int = #line, column: Int = #column) -> some View {
        if size != .large {
            RuntimeWarning.emit(
                "'dynamicTypeSize' is ignored: text is drawn at the default size (large)", line: line, column: column)
        }
        return environment(\.dynamicTypeSize, size)
    }

    /// Limits the text size of the views inside to `range`: the default size, `.large`, is drawn
    /// as it is when the range holds it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environment(\.dynamicTypeSize, range.contains(.large) ? .large : clamp(range))
    }

    private func clamp<T: RangeExpression>(_ range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        DynamicTypeSize.allCases.first { range.contains($0) } ?? .large
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

private struct SizeCategoryKey: EnvironmentKey { static var defaultValue: ContentSizeCategory { .large } }

extension EnvironmentValues {
    /// The older text size (`\.sizeCategory`): `.large`, the default.
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
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
