internal import Raster
internal import SceneGraph

/// The bars a navigation container draws around its content, as iOS 17 draws them at the scroll
/// edge (where a render at rest is): the navigation bar's background is transparent there (no
/// material, no hairline: UIKit's `scrollEdgeAppearance` since iOS 15), so the content's own
/// background shows under it. What the content says (its title, display mode, toolbar items,
/// bar settings) reaches the container as traits; the bars are `safeAreaInset`s of the content,
/// so it is laid out under them while what ignores the safe area runs on beneath them. Content a
/// `ScrollViewReader` scrolled takes the bar off its scroll edge: the title inline, over the bar's
/// colour.
///
/// Metrics, for an iPhone in portrait (the default 390-point screen), from UIKit's bar layout
/// as the iOS 17 Simulator lays it out (`UINavigationBar`, `UIToolbar`; the HIG's "Navigation
/// bars" and "Typography" pages give the fonts):
/// - the bar is 44 points high under the status bar (the safe area's top);
/// - a large title adds 52 points under it, its text in the Large Title style made bold
///   (SF Pro Display Bold 34 points), its bottom 8 points above the area's bottom, at the
///   16-point layout margin (20 points on the 428-point and wider screens);
/// - an inline title is centred in the bar in the Headline style (17 points, semibold);
/// - bar items are 17-point (Body) text and symbols at the large image scale, 16 points from
///   the screen's edges, buttons in the accent colour (their own style), a confirmation action
///   semibold; items are 16 points apart (approximately: UIKit pads each bar button inside a
///   44-point touch area, which no figure Apple publishes gives);
/// - measured on iOS 17.0.1's pixels (Shepherd-Dog/SpeakList's swift-snapshot-testing references
///   at dee2ad73, `ListReferenceTests`): on a 320-point view the large title's baseline is 80
///   points down (44 + 52 − 8 and the title's descent) at the 16-point margin, a bar button's right
///   edge at 304 and its cap top 15.67 points down; on the 393-point iPhone 15 Pro the bar's items
///   are at 16 points too (the 20-point margin is the lists', not the bar's). The item spacing and
///   the bottom toolbar are not measured;
/// - the bottom toolbar is 44 points high above the home indicator. Unlike the navigation bar,
///   it is rarely at its scroll edge at rest (content that scrolls runs on under it), so it is
///   drawn over iOS's bar colour with its hairline, as the tab bar is (`TabBar`), unless
///   `toolbarBackground(.hidden, for: .bottomBar)` hides it.
enum NavigationBar {
    static let titleTrait = "navigationTitle"
    static let displayModeTrait = "navigationBarTitleDisplayMode"
    static let hiddenTrait = "navigationBarHidden"
    static let toolbarTrait = "toolbar"
    static let placementTrait = "toolbarItemPlacement"
    static let barVisibilityTrait = "toolbarVisibility"
    static let backgroundVisibilityTrait = "toolbarBackgroundVisibility"
    static let backgroundStyleTrait = "toolbarBackgroundStyle"
    static let colorSchemeTrait = "toolbarColorScheme"
    static let backgroundLocationTrait = "toolbarBackgroundLocation"
    /// Set by a `ScrollViewReader` that scrolled its content (the location of the reader).
    static let scrolledTrait = "scrolledUnderBar"
    /// `.searchable`'s `SearchField`.
    static let searchTrait = "searchable"

    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleBottom = 8.0
    static let largeTitleSize = 34.0
    static let inlineTitleSize = 17.0
    static let itemSize = 17.0
    static let itemSpacing = 16.0
    /// Between an inline title and its menu's chevron (approximately: not measured).
    static let titleMenuSpacing = 4.0
    static let bottomBarHeight = 44.0
    /// The layout margin at the screen's edges: 16 points, 20 on screens 428 points and wider
    /// (the Plus and Pro Max iPhones), as UIKit's `directionalLayoutMargins` of a bar.
    static func margin(screenWidth: Double) -> Double { screenWidth >= 428 ? 20 : 16 }

    /// A toolbar item with where it goes.
    struct Entry {
        var placement: ToolbarItemPlacement
        var view: Lowered
        /// Where the scene wrote its `.toolbar`.
        var location: SourceLocation
    }

    /// Sets `value` as the trait `key` the enclosing navigation container reads (the outermost
    /// setting wins, as SwiftUI's preferences do).
    static func setting(_ key: String, _ value: Any) -> SceneModifier {
        SceneModifier { content, _ in withTrait(key, value, on: content) }
    }

    /// `value` for each bar of `bars` (`.automatic`: the navigation bar and the bottom bar),
    /// added to the trait `key`'s per-bar values.
    static func setting(_ value: Any, for bars: [ToolbarPlacement], _ key: String) -> SceneModifier {
        SceneModifier { content, _ in setting(value, for: bars, key, on: content) }
    }

    static func setting(_ value: Any, for bars: [ToolbarPlacement], _ key: String, on content: Lowered) -> Lowered {
        var values = content.traits[key]?.value as? [String: Any] ?? [:]
        for bar in bars.isEmpty ? [.automatic] : bars {
            if bar == .automatic {
                values[ToolbarPlacement.navigationBar.name] = value
                values[ToolbarPlacement.bottomBar.name] = value
            } else {
                values[bar.name] = value
            }
        }
        return withTrait(key, values, on: content)
    }

    /// `content` with the propagating trait `key` set, on a group's first part too (a group's
    /// own traits are not what a container reads from it).
    static func withTrait(_ key: String, _ value: Any, on content: Lowered) -> Lowered {
        var lowered = content
        lowered.traits[key] = Trait(value: value, propagates: true)
        if var parts = lowered.parts, !parts.isEmpty {
            parts[0] = withTrait(key, value, on: parts[0])
            lowered.parts = parts
        }
        return lowered
    }

    /// The value the trait `key` holds for `bar`.
    static func value<T>(_ content: Lowered, _ key: String, _ bar: ToolbarPlacement) -> T? {
        (content.traits[key]?.value as? [String: Any])?[bar.name] as? T
    }

    /// A toolbar item's views, each marked with `placement`.
    static func item(_ lowered: Lowered, placement: ToolbarItemPlacement) -> Lowered {
        let parts = lowered.flattened.map { part -> Lowered in
            var part = part
            part.traits[placementTrait] = Trait(value: placement, propagates: false)
            return part
        }
        return parts.count == 1 ? parts[0] : .group(parts)
    }

    /// `content` with `items` added to its toolbar.
    static func adding(_ items: [Lowered], to content: Lowered, location: SourceLocation) -> Lowered {
        let existing = content.traits[toolbarTrait]?.value as? [Entry] ?? []
        let entries = items.map { item in
            var view = item
            let placement = view.traits[placementTrait]?.value as? ToolbarItemPlacement ?? .automatic
            view.traits = [:]
            return Entry(placement: placement, view: view, location: location)
        }
        return withTrait(toolbarTrait, existing + entries, on: content)
    }

    static let traitNames = [
        titleTrait, displayModeTrait, hiddenTrait, toolbarTrait, barVisibilityTrait, backgroundVisibilityTrait,
        backgroundStyleTrait, colorSchemeTrait, backgroundLocationTrait, scrolledTrait, searchTrait,
        containerBackgroundTrait,
    ]

    /// The navigation container around `lowered`: the content filling the space, under its bar
    /// (unless hidden) and over its bottom toolbar (when it has items there).
    static func lower(_ lowered: Lowered, in context: LoweringContext) -> Lowered {
        let content = lowered.single(in: .v(alignment: .center, spacing: nil))
        var body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        for name in traitNames { body.traits[name] = nil }
        let scheme = context.environment.colorScheme
        let margin = margin(screenWidth: context.runtime.canvas.width)
        let entries = content.traits[toolbarTrait]?.value as? [Entry] ?? []
        let hidden =
            content.traits[hiddenTrait] != nil
            || (value(content, barVisibilityTrait, .navigationBar) as Visibility?) == .hidden
        if !hidden {
            // The content's `.searchable`, else one around the container.
            let field = content.traits[searchTrait]?.value as? SearchField ?? context.environment.searchField
            let search = field.map { field in
                lowerView(NavigationSearchField(field: field, margin: margin), in: context.child(.part("search"))).view
            }
            let bar = topBar(content, entries: entries, search: search, scheme: scheme, margin: margin)
            body = body.modified(.safeAreaInset(bar, edge: .top, alignment: .center, spacing: 0))
        }
        let bottomEntries = entries.filter { $0.placement == .bottomBar || $0.placement == .status }
        if !bottomEntries.isEmpty, (value(content, barVisibilityTrait, .bottomBar) as Visibility?) != .hidden {
            let bar = bottomBar(content, entries: bottomEntries, scheme: scheme, margin: margin)
            body = body.modified(.safeAreaInset(bar, edge: .bottom, alignment: .center, spacing: 0))
        }
        return body
    }

    private static let leadingPlacements: [ToolbarItemPlacement] = [
        .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation,
    ]
    private static let trailingPlacements: [ToolbarItemPlacement] = [
        .topBarTrailing, .navigationBarTrailing, .primaryAction, .confirmationAction, .automatic, .destructiveAction,
    ]

    /// The navigation bar: its items in a 44-point row, the title inline in it or large under it,
    /// then the search field, if any.
    private static func topBar(
        _ content: Lowered, entries: [Entry], search: ViewNode?, scheme: ColorScheme, margin: Double
    ) -> ViewNode {
        let title = content.traits[titleTrait]?.value as? String
        // Content scrolled under the bar (`scrollTo`) takes it off its scroll edge: iOS shows
        // the bar's background and collapses a large title into the inline one.
        let scrolled = content.traits[scrolledTrait]?.value as? SourceLocation
        var mode = content.traits[displayModeTrait]?.value as? NavigationBarItem.TitleDisplayMode ?? .automatic
        if scrolled != nil { mode = .inline }
        let barScheme: ColorScheme? = value(content, colorSchemeTrait, .navigationBar)
        let titleColor = barScheme.map { Color.primary.resolved(in: $0) }
        let leading = entries.filter { leadingPlacements.contains($0.placement) }
        var trailing = entries.filter { trailingPlacements.contains($0.placement) }.map(itemView)
        // iOS 16 and later gather secondary actions in a menu behind an ellipsis at the end.
        if entries.contains(where: { $0.placement == .secondaryAction }) {
            trailing.append(
                ViewNode.symbol(SymbolView(name: "ellipsis.circle"))
                    .modifier(.foregroundColor(Color.accentColor.resolved(in: scheme))))
        }
        let principal = entries.filter { $0.placement == .principal }.map(itemView)
        var centre: [ViewNode] = principal
        if principal.isEmpty, mode == .inline, let title, !title.isEmpty {
            var text = ViewNode.text(TextView(title)).modifier(.lineLimit(1))
                .modifier(.font(.system(size: inlineTitleSize, weight: .semibold)))
            if let titleColor { text = text.modifier(.foregroundColor(titleColor)) }
            centre = [text]
            // A title with a menu (`toolbarTitleMenu`) ends in UIKit's chevron in a grey circle.
            if entries.contains(where: { $0.placement == .titleMenu }) {
                centre = [
                    .container(
                        .h(alignment: .center, spacing: titleMenuSpacing),
                        [
                            text,
                            ViewNode.symbol(SymbolView(name: "chevron.down.circle.fill"))
                                .modifier(.textStyle(.symbolScale(Image.Scale.small.factor)))
                                .modifier(.foregroundColor(Color.secondary.resolved(in: scheme))),
                        ])
                ]
            }
        }
        // The title (or principal items) between the two groups of items, centred in the bar
        // while both groups fit beside it, else moved aside to clear the wider group, and
        // truncated when it cannot fit between them (as UIKit places a bar's title view): it
        // is sized first, offered what the items leave, and the two groups share the rest evenly.
        // Bar items keep their ideal widths: UIKit never wraps a bar button's title.
        var parts = [
            row(leading.map(itemView)).modifier(.fixedSize(horizontal: true, vertical: false))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
        ]
        if !centre.isEmpty {
            parts.append(.container(.h(alignment: .center, spacing: itemSpacing), centre).modifier(.layoutPriority(1)))
        }
        parts.append(
            row(trailing).modifier(.fixedSize(horizontal: true, vertical: false))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .trailing))))
        let row = ViewNode.container(.h(alignment: .center, spacing: itemSpacing), parts)
            .modifier(.padding(Insets(leading: margin, trailing: margin)))
            .modifier(.frame(width: nil, height: barHeight, alignment: .center))
            .modifier(.font(.system(size: itemSize)))
            .modifier(.textStyle(.symbolScale(Image.Scale.large.factor)))
        var bar = row
        if mode != .inline, let title, !title.isEmpty {
            var text = ViewNode.text(TextView(title)).modifier(.lineLimit(1))
                .modifier(.font(.system(size: largeTitleSize, weight: .bold)))
            if let titleColor { text = text.modifier(.foregroundColor(titleColor)) }
            let large =
                text
                .modifier(.padding(Insets(leading: margin, bottom: largeTitleBottom, trailing: margin)))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .bottomLeading)))
                .modifier(.frame(width: nil, height: largeTitleHeight, alignment: .bottomLeading))
            bar = .container(.v(alignment: .leading, spacing: 0), [row, large])
        }
        if let search { bar = .container(.v(alignment: .leading, spacing: 0), [bar, search]) }
        return background(
            bar, content, .navigationBar, scheme: scheme, edges: [.top, .leading, .trailing], scrolled: scrolled)
    }

    /// The bottom toolbar: its items in a 44-point row above the home indicator, a status item
    /// centred, over the bar's colour and under its hairline.
    private static func bottomBar(_ content: Lowered, entries: [Entry], scheme: ColorScheme, margin: Double)
        -> ViewNode
    {
        let items = entries.filter { $0.placement == .bottomBar }.map(itemView)
        let status = entries.filter { $0.placement == .status }.map(itemView)
        let bar = ViewNode.container(
            .z(alignment: .center),
            [
                row(items).modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
                row(status),
            ]
        )
        .modifier(.padding(Insets(leading: margin, trailing: margin)))
        .modifier(.frame(width: nil, height: bottomBarHeight, alignment: .center))
        .modifier(.font(.system(size: itemSize)))
        .modifier(.textStyle(.symbolScale(Image.Scale.large.factor)))
        if (value(content, backgroundVisibilityTrait, .bottomBar) as Visibility?) == .hidden { return bar }
        let given: PaintStyle? = value(content, backgroundStyleTrait, .bottomBar)
        if given == nil, let location = entries.first?.location, location.line > 0 {
            RuntimeWarning.emit(materialWarning, line: location.line, column: location.column)
        }
        return TabBar.overBackground(
            bar, style: given, scheme: scheme, edges: [.bottom, .leading, .trailing], hairline: .top)
    }

    /// `bar` over its background when `toolbarBackground(.visible, for:)` shows it: the style
    /// given, else iOS's opaque bar colour (the tab bar's: its material without the blur),
    /// running on into the safe area's `edges`.
    private static func background(
        _ bar: ViewNode, _ content: Lowered, _ placement: ToolbarPlacement, scheme: ColorScheme,
        edges: EdgeSet, scrolled: SourceLocation?
    ) -> ViewNode {
        let visibility: Visibility? = value(content, backgroundVisibilityTrait, placement)
        guard visibility == .visible || (scrolled != nil && visibility != .hidden) else { return bar }
        let given: PaintStyle? = value(content, backgroundStyleTrait, placement)
        if given == nil,
            let location: SourceLocation = value(content, backgroundLocationTrait, placement) ?? scrolled,
            location.line > 0
        {
            RuntimeWarning.emit(materialWarning, line: location.line, column: location.column)
        }
        // iOS's standard bar appearance has a hairline under it.
        return TabBar.overBackground(bar, style: given, scheme: scheme, edges: edges, hairline: .bottom)
    }

    /// What Zoetrope says where it draws a bar's material (iOS's `.bar`: a blur of what is
    /// behind, tinted) as the opaque colour it shows over a plain background.
    static let materialWarning =
        "the bar's material background is drawn as an opaque colour, without the blur of what is behind it"

    /// A row of bar items, 16 points apart.
    private static func row(_ views: [ViewNode]) -> ViewNode {
        .container(.h(alignment: .center, spacing: itemSpacing), views)
    }

    /// An item's view as the bar draws it: a confirmation action semibold.
    private static func itemView(_ entry: Entry) -> ViewNode {
        let view = entry.view.single(in: .h(alignment: .center, spacing: itemSpacing)).view
        return entry.placement == .confirmationAction ? view.modifier(.fontWeight(.semibold)) : view
    }
}
