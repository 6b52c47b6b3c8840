/// The space between a list's sections: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    /// The length, or nil for the style's own.
    let length: CGFloat?

    /// The list style's spacing (35 pt in the grouped styles, `ListMetrics.sectionSpacing`).
    public static let `default` = ListSectionSpacing(length: nil)
    /// A tighter spacing: 20 pt (an approximation: iOS 17's figure is not published).
    public static let compact = ListSectionSpacing(length: 20)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing? { nil }
}

extension EnvironmentValues {
    /// The spacing `.listSectionSpacing` set above, for the sections below.
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// The space above the sections in this view (on a list) or above this section.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// The space above the sections in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}
