import SwiftUI

/// A widget drawn as the Home Screen shows it: its entry view for an entry (the preview
/// timeline's first, else its provider's), in its family's size, margins and corners, over
/// its container background. `#Preview(as: .systemSmall) { Weather() } timeline: { … }` and a
/// file's widget shown on its own are drawn by it.
public struct _WidgetPreview: View {
    let family: WidgetFamily?
    let widget: any Widget
    let entries: [any TimelineEntry]

    public init(family: WidgetFamily?, widget: any Widget, entries: [any TimelineEntry] = []) {
        self.family = family
        self.widget = widget
        self.entries = entries
    }

    /// A bundle's first widget.
    public init(family: WidgetFamily?, widget bundle: any WidgetBundle, entries: [any TimelineEntry] = []) {
        self.init(family: family, widget: bundle.body, entries: entries)
    }

    public var body: some View {
        let shown = (widget as? _WidgetBundleContent)?.widgets.first ?? widget
        return WidgetPreviewBody(family: family, widget: shown, entries: entries)
    }
}

private struct WidgetPreviewBody: View {
    let family: WidgetFamily?
    let widget: any Widget
    let entries: [any TimelineEntry]

    var body: some View {
        let configuration = widget.body
        let (families, marginsDisabled) = WidgetResolution.families(of: configuration)
        let family = self.family ?? families?.first ?? .systemSmall
        let source = WidgetResolution.source(of: configuration)
        let entry = entries.first ?? source?.firstEntry(family)
        let content = entry.flatMap { source?.view($0) } ?? AnyView(EmptyView())
        return _WidgetContainer(
            size: family.size, margins: marginsDisabled ? 0 : family.margins, cornerRadius: family.cornerRadius
        ) {
            content.environment(\.widgetFamily, family)
        }
    }
}

/// Builds a widget preview's timeline: its entries, in order.
@resultBuilder
public enum _TimelineEntriesBuilder {
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}

/// The widget family a preview shows a view in: `.previewContext(WidgetPreviewContext(family:
/// .systemMedium))`.
public struct WidgetPreviewContext {
    let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// The view drawn as a widget of the context's family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        _WidgetContainer(
            size: context.family.size, margins: context.family.margins, cornerRadius: context.family.cornerRadius
        ) {
            self.environment(\.widgetFamily, context.family)
        }
    }

    /// The URL the widget opens when tapped: nothing is tapped in a render.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Whether the view takes the accent colour in an accented widget: widgets are drawn in full colour.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// Whether the view's background is drawn in an accented widget: drawn in full colour.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
}
