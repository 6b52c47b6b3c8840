import SwiftUI

/// A widget with no options a person configures: its kind, its provider and its entry view.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let kind: String
    let entries: EntrySource

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.kind = kind
        self.entries = EntrySource(provider: provider, content: content)
    }

    public var body: Never { fatalError("StaticConfiguration has no body") }
}

extension StaticConfiguration: EntryViews {
    var source: EntrySource { entries }
}

/// A configuration that makes a widget's entry views from its provider's entries.
protocol EntryViews {
    var source: EntrySource { get }
}

/// A provider's entries and the views a configuration makes of them, with their types erased.
struct EntrySource {
    /// The provider's first entry for a family: the first of its snapshot or timeline given at
    /// once, else its placeholder.
    let firstEntry: (WidgetFamily) -> any TimelineEntry
    /// The entry view of an entry of the provider's type (nil for another type).
    let view: (any TimelineEntry) -> AnyView?

    init<Provider: TimelineProvider, Content: View>(
        provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        firstEntry = { family in
            let context = TimelineProviderContext(family: family)
            var given: Provider.Entry?
            provider.getSnapshot(in: context) { given = given ?? $0 }
            if given == nil { provider.getTimeline(in: context) { given = given ?? $0.entries.first } }
            return given ?? provider.placeholder(in: context)
        }
        view = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }
}

/// A configuration with a name, a description or families set: drawn as its content.
public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration {
    let content: Content
    let marginsDisabled: Bool
    let families: [WidgetFamily]?
    public var body: Never { fatalError("a modified configuration has no body") }
}

extension _ModifiedWidgetConfiguration: EntryViews {
    var source: EntrySource { WidgetResolution.source(of: content)! }
}

extension WidgetConfiguration {
    private func modified(marginsDisabled: Bool = false, families: [WidgetFamily]? = nil)
        -> _ModifiedWidgetConfiguration<Self>
    {
        _ModifiedWidgetConfiguration(content: self, marginsDisabled: marginsDisabled, families: families)
    }
    /// The widget's name in the widget gallery (not drawn on the widget).
    public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { modified() }
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
        modified()
    }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { modified() }
    /// The widget's description in the widget gallery (not drawn on the widget).
    public func description(_ description: String) -> some WidgetConfiguration { modified() }
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { modified() }
    public func description(_ description: Text) -> some WidgetConfiguration { modified() }
    /// The families the widget offers: a render without a family shows the first.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified(families: families)
    }
    /// The content fills the widget, without WidgetKit's margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration { modified(marginsDisabled: true) }
    /// Where the widget may not be shown: without effect on an iPhone's Home Screen.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    { modified() }
    /// Whether the widget's background is removed in other places: kept.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { modified() }
    /// Background tasks the widget handles: none run in a render.
    public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration { modified() }
}

/// A place a widget may be shown.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// What a widget's configuration makes, found through its bodies.
enum WidgetResolution {
    static func source(of configuration: some WidgetConfiguration) -> EntrySource? {
        if let views = configuration as? EntryViews { return views.source }
        if type(of: configuration).Body.self == Never.self { return nil }
        return source(of: configuration.body)
    }

    static func families(of configuration: some WidgetConfiguration) -> (families: [WidgetFamily]?, margins: Bool) {
        if let modified = configuration as? any ModifiedConfiguration {
            let inner = modified.innerFamilies
            return (modified.ownFamilies ?? inner.families, modified.ownMarginsDisabled || inner.margins)
        }
        if configuration is EntryViews || type(of: configuration).Body.self == Never.self { return (nil, false) }
        return families(of: configuration.body)
    }
}

protocol ModifiedConfiguration {
    var ownFamilies: [WidgetFamily]? { get }
    var ownMarginsDisabled: Bool { get }
    var innerFamilies: (families: [WidgetFamily]?, margins: Bool) { get }
}

extension _ModifiedWidgetConfiguration: ModifiedConfiguration {
    var ownFamilies: [WidgetFamily]? { families }
    var ownMarginsDisabled: Bool { marginsDisabled }
    var innerFamilies: (families: [WidgetFamily]?, margins: Bool) { WidgetResolution.families(of: content) }
}
