/// The look of a list: SwiftUI's `ListStyle`, applied with `.listStyle(_:)`.
/// (`List` itself is not drawn yet: the style is carried for when it is.)
public protocol ListStyle {}

/// The platform's list style: inset grouped, on iOS.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

/// Rows edge to edge, without sections' backgrounds.
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// Sections as groups on the grouped background.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    public init() {}
}

/// Sections as rounded groups inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The style lists below draw with (`.listStyle`).
struct ListStyleKey: EnvironmentKey {
    static var defaultValue: any ListStyle { DefaultListStyle() }
}

extension View {
    /// Draws the lists in this view with `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ListStyleKey>(style: style))
    }
}
