internal import Raster
internal import SceneGraph

/// Tabs with a tab bar: SwiftUI's `TabView`. The selected tab's content shows above an
/// iOS-style tab bar (a light bar, 49 pt high, with a hairline on top and one item per tab: its
/// symbol over its caption, the selected one in the accent colour, the others gray). The tab
/// shown is the first whose `tag` equals the selection, else the first tab. With
/// `.tabViewStyle(.page)` the selected page fills the view over its page dots instead
/// (`PageIndexDots`); `.toolbar(.hidden, for: .tabBar)` in a tab hides the bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    var selection: Binding<SelectionValue>?
    var content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { neverBody("TabView") }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // A tab is shown on its own, not among its builder's siblings: its slot does not apply.
        let tabs = lowerView(content, in: context.child(0)).flattened.map { tab in
            var tab = tab
            tab.slot = nil
            return tab
        }
        let selected = selection.map { TabBar.tagValue($0.wrappedValue) }
        if let mode = context.environment.pageIndexDisplayMode {
            return PageIndexDots.view(
                pages: tabs, selection: selected, mode: mode, hasBackground: context.environment.pageIndexHasBackground,
                colorScheme: context.environment.colorScheme)
        }
        let badges = tabs.enumerated().map { index, tab in
            tab.trait(BadgeModifier.trait, as: Text.self).map { label in
                lowerView(TabBarBadge(label: label), in: context.child(.part("badge")).child(index)).view
            }
        }
        return TabBar.view(
            tabs: tabs, selection: selected, badges: badges, colorScheme: context.environment.colorScheme)
    }
}

extension View {
    /// What the enclosing `TabView`'s bar shows for this tab (a symbol, a caption, a `Label`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modifier(
            SceneModifier { content, context in
                // iOS's tab bar draws its symbols filled (`house` is `house.fill`) unless the
                // label sets its variants itself.
                var itemContext = context.child(.part("tabItem"))
                itemContext.environment.symbolVariants = .fill
                let item = lowerView(label, in: itemContext).flattened.map(\.view)
                var lowered = content
                lowered.traits[TabBar.itemTrait] = Trait(value: item, propagates: false)
                return lowered
            })
    }

    /// The value that selects this view in a `TabView` (or a `Picker`).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(
            SceneModifier { content, _ in
                var lowered = content
                lowered.traits[TabBar.tagTrait] = Trait(value: TabBar.tagValue(tag), propagates: false)
                return lowered
            })
    }
}

/// The tab bar's drawing: the selected tab's content over iOS's 49-point tab bar.
enum TabBar {
    static let itemTrait = "tabItem"
    static let tagTrait = "tag"
    static let height = 49.0
    /// The bar's opaque background: iOS's default bar appearance over white (light) or black
    /// (dark) content, without its blur.
    static func background(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark
            ? RGBAColor(red8: 22, green8: 22, blue8: 22) : RGBAColor(red8: 247, green8: 247, blue8: 247)
    }
    /// The line above the bar.
    static func hairline(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark
            ? RGBAColor(red8: 255, green8: 255, blue8: 255, alpha: 0.15)
            : RGBAColor(red8: 0, green8: 0, blue8: 0, alpha: 0.3)
    }
    /// `bar` over iOS's standard bar appearance: `style` if the scene gives one, else the bar
    /// colour (its material without the blur) with the hairline at its `hairline` edge; the
    /// fill runs on into the safe area's `edges`. A style of the scene's own replaces the
    /// standard appearance, hairline and all.
    static func overBackground(
        _ bar: ViewNode, style: PaintStyle?, scheme: ColorScheme, edges: EdgeSet, hairline edge: LayoutAlignment
    ) -> ViewNode {
        let fill = ViewNode.shape(
            ShapeView(kind: .rectangle, drawing: .fill(style ?? .color(background(scheme)), rule: .nonZero))
        ).modifier(.ignoresSafeArea(edges))
        let drawn = bar.modifier(.background(fill, alignment: .center))
        guard style == nil else { return drawn }
        let line = ViewNode.shape(
            ShapeView(kind: .rectangle, drawing: .fill(.color(hairline(scheme)), rule: .nonZero))
        ).modifier(.frame(width: nil, height: 1.0 / 3, alignment: .center))
        return drawn.modifier(.overlay(line, alignment: edge))
    }

    /// The item's symbol size, its caption's (10 pt, medium), and where they sit in the bar:
    /// measured on iOS 17.0.1's pixels (Shepherd-Dog/SpeakList's swift-snapshot-testing
    /// reference `App/SnapshotTests/__Snapshots__/AppFeatureSnapshotTests/testAppSnapshot.App-
    /// Feature-Color-Scheme-light.png` at dee2ad73, iPhone 15 Pro, a 320-pt view; numbers only,
    /// `TabViewTests`): a caption's baseline 45 pt below the bar's top (cap height 7.3), a
    /// symbol's centre 18.3 to 19.5 pt below it (gear, cart and clipboard symbols 22 to 27 pt
    /// of ink: SF's glyphs, for which Zoetrope's stand-ins are drawn at 25 pt).
    static let symbolSize = 25.0
    static let captionSize = 10.0
    static let symbolTop = 6.0
    static let captionGap = 4.33

    /// A tag or selection for comparing: an optional (`Binding<Tab?>`) compares by what it
    /// holds, as SwiftUI matches tags with optional selections.
    static func tagValue<V: Hashable>(_ value: V) -> AnyHashable {
        func open<H: Hashable>(_ wrapped: H) -> AnyHashable { tagValue(wrapped) }
        if let optional = value as? any OptionalTag, let wrapped = optional.wrappedTag { return open(wrapped) }
        return AnyHashable(value)
    }

    /// The index of the tab whose tag is `selection`, else 0.
    static func selectedIndex(_ tabs: [Lowered], _ selection: AnyHashable?) -> Int {
        tabs.firstIndex { tab in
            guard let selection, let tag = tab.traits[tagTrait]?.value as? AnyHashable else { return false }
            return tag == selection
        } ?? 0
    }

    /// The selected tab's content over the bar; `badges` has each tab's badge (`TabBarBadge`),
    /// if any.
    static func view(tabs: [Lowered], selection: AnyHashable?, badges: [ViewNode?] = [], colorScheme: ColorScheme)
        -> Lowered
    {
        let selected = selectedIndex(tabs, selection)
        var content = tabs.indices.contains(selected) ? tabs[selected] : Lowered(.empty)
        content.traits[itemTrait] = nil
        content.traits[tagTrait] = nil
        let barHidden =
            (NavigationBar.value(content, NavigationBar.barVisibilityTrait, .tabBar) as Visibility?) == .hidden
        let body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        if barHidden { return body }
        let items = tabs.enumerated().map { index, tab in
            item(
                tab.traits[itemTrait]?.value as? [ViewNode] ?? [], isSelected: index == selected,
                badge: badges.indices.contains(index) ? badges[index] : nil, colorScheme: colorScheme)
        }
        let bar = Lowered.container(.h(alignment: .top, spacing: 0), items)
            .modified(.padding(Insets(top: symbolTop)))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .top)))
            .modified(.frame(width: nil, height: height, alignment: .top))
        // The bar's colour runs on under the home indicator (the bottom safe-area inset); its
        // items stay above it.
        let barOverBackground = overBackground(
            bar.view, style: NavigationBar.value(content, NavigationBar.backgroundStyleTrait, .tabBar),
            scheme: colorScheme, edges: [.bottom, .leading, .trailing], hairline: .top)
        let visibility: Visibility? = NavigationBar.value(content, NavigationBar.backgroundVisibilityTrait, .tabBar)
        let layout = TabBarLayout(
            barHeight: height, background: visibility == .visible ? true : visibility == .hidden ? false : nil)
        // The content lays out above the bar; what ignores the safe area runs on under it.
        let room = ViewNode.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(.clear), rule: .nonZero)))
            .modifier(.frame(width: nil, height: height, alignment: .center))
        let inset = body.modified(.safeAreaInset(room, edge: .bottom, alignment: .center, spacing: 0))
        return .container(Container(layout), [inset, Lowered(barOverBackground), bar])
    }

    /// One tab's item: its symbols at tab-bar size over its caption, the badge over the first
    /// symbol's top trailing corner (over the item's first part when it has no symbol).
    private static func item(_ parts: [ViewNode], isSelected: Bool, badge: ViewNode?, colorScheme: ColorScheme)
        -> Lowered
    {
        let views = parts.flatMap { part -> [ViewNode] in
            // A `Label` shows its symbol over its title here.
            if case .container(let stack, let children) = part, stack.layout is HStackContainer,
                children.contains(where: isSymbol)
            {
                return children
            }
            return [part]
        }
        let badged = badge.flatMap { _ in views.firstIndex(where: isSymbol) ?? views.indices.first }
        let items = views.enumerated().map { index, part in
            var part = isSymbol(part) ? part.modifier(.font(.system(size: symbolSize))) : part
            if index == badged, let badge { part = part.modifier(.overlay(badge, alignment: .topTrailing)) }
            // A symbol sits centred in a slot as tall as its size, as UIKit's tab bar places its
            // image: its frame's own height (its ink and margins) varies from symbol to symbol,
            // the captions' line does not.
            if isSymbol(views[index]) {
                part = part.modifier(.frame(width: nil, height: symbolSize, alignment: .center))
            }
            return Lowered(part)
        }
        return Lowered.container(.v(alignment: .center, spacing: captionGap), items)
            .modified(.font(.system(size: captionSize, weight: .medium)))
            .modified(
                .foregroundColor(
                    isSelected ? Color.accentColor.resolved(in: colorScheme) : Color.gray.resolved(in: colorScheme))
            )
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
    }

    private static func isSymbol(_ view: ViewNode) -> Bool {
        switch view {
        case .symbol: true
        case .modified(let inner, _): isSymbol(inner)
        case .empty, .shape, .text, .image, .spacer, .container, .geometryReader, .keyframeAnimator, .phaseAnimator,
            .animatableData, .timeline:
            false
        }
    }
}

/// An optional tag or selection, seen through.
private protocol OptionalTag {
    var wrappedTag: (any Hashable)? { get }
}

extension Optional: OptionalTag where Wrapped: Hashable {
    var wrappedTag: (any Hashable)? { self }
}
