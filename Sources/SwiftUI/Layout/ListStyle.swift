/// The look of a list: SwiftUI's `ListStyle`, applied with `.listStyle(_:)`. Like SwiftUI's, the
/// protocol has no requirements a scene can fulfil: a list draws one of the built-in styles
/// below (a scene's own type that conforms is drawn as `.automatic`).
public protocol ListStyle {}

/// A built-in list style: the metrics its list is drawn with (`ListMetrics`).
protocol BuiltInListStyle: ListStyle {
    var kind: ListMetrics.Kind { get }
}

/// The platform's list style: inset grouped, on iPhone.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .insetGrouped }
}

/// Rows edge to edge on the system background, without sections' backgrounds.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .plain }
}

/// Sections as full-width groups on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .grouped }
}

/// Rows inset from the edges, on the system background.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .inset }
}

/// Sections as rounded groups inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .insetGrouped }
}

/// A sidebar's list: on iPhone, inset grouped sections under prominent headers.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListMetrics.Kind { .sidebar }
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
