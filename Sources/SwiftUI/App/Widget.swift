/// A Home Screen widget, as WidgetKit files declare it: `struct Weather: Widget { var body: some
/// WidgetConfiguration { StaticConfiguration(…) { entry in … } } }`. A render draws the widget's
/// entry view at its family's size (WidgetKit's `#Preview(as:)`, `.previewContext`, or a file's
/// widget on its own: `Sources/WidgetKit`).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// The configuration of a widget: its kind, provider and entry view (`StaticConfiguration`), with
/// its name, description and families.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// The widgets an app extension offers: `@main struct Widgets: WidgetBundle { var body: some
/// Widget { Weather(); Calendar() } }`.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds a bundle's widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetBundleContent {
        var all: [any Widget] = []
        repeat all.append(each widgets)
        return _WidgetBundleContent(widgets: all)
    }
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: widget.map { [$0] } ?? [])
    }
    public static func buildEither<W: Widget>(first widget: W) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: [widget])
    }
    public static func buildEither<W: Widget>(second widget: W) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: [widget])
    }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: [widget])
    }
}

/// Several widgets of a bundle; the first is the one a render shows.
public struct _WidgetBundleContent: Widget {
    public let widgets: [any Widget]
    init(widgets: [any Widget]) { self.widgets = widgets }
    public init() { widgets = [] }
    public var body: Never { fatalError("a bundle's widgets have no configuration of their own") }
}
