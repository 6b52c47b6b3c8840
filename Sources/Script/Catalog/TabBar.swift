import Raster
import SceneGraph

/// TabView lowered to primitives: the selected tab's content above an iOS-style tab bar (a
/// light bar, 49 pt high, with a hairline on top and one item per tab: its symbol over its
/// caption, the selected one in the accent colour, the others gray).
enum TabBar {
    static let height = 49.0
    static let background = Color(red8: 247, green8: 247, blue8: 247)
    static let hairline = Color(red8: 0, green8: 0, blue8: 0, alpha: 0.3)
    static let inactive = SystemColor.named("gray") ?? Color(red8: 142, green8: 142, blue8: 147)
    static let symbolSize = 22.0
    static let captionSize = 10.0

    /// The TabView for `tabs` (each with its `tabItem` and `tag`): the first tab whose tag equals
    /// `selection` is shown, else the first tab.
    static func view(tabs: [ViewValue], selection: Value) -> ViewValue {
        let selected =
            tabs.firstIndex { tab in
                guard let tag = tab.tag else { return false }
                return tag == selection || Interpreter.sameMember(tag, selection) == true
            } ?? 0
        var content = tabs.indices.contains(selected) ? tabs[selected] : ViewValue(view: .empty)
        content.tabItem = nil
        content.tag = nil
        let body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        let items = tabs.enumerated().map { index, tab in item(tab.tabItem ?? [], isSelected: index == selected) }
        let line = SceneGraph.View.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(hairline), rule: .nonZero)))
            .modifier(.frame(width: nil, height: 1.0 / 3, alignment: .center))
        let fill = SceneGraph.View.shape(
            ShapeView(kind: .rectangle, drawing: .fill(.color(background), rule: .nonZero)))
        let bar = ViewValue.container(.h(alignment: .top, spacing: 0), items)
            .modified(.padding(EdgeInsets(top: 6)))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .top)))
            .modified(.frame(width: nil, height: height, alignment: .top))
            .modified(.background(fill, alignment: .center))
            .modified(.overlay(line, alignment: .top))
        var tabView = ViewValue.container(.v(alignment: .center, spacing: 0), [body, bar])
        tabView.ownActions = []
        return tabView
    }

    /// One tab's item: its symbols at tab-bar size over its caption.
    private static func item(_ parts: [ViewValue], isSelected: Bool) -> ViewValue {
        let views = parts.flatMap(\.flattened).flatMap { part -> [ViewValue] in
            // A `Label` shows its symbol over its title here.
            if case .stack(.h, let children) = part.view, children.contains(where: Self.isSymbol) {
                return children.map { ViewValue(view: $0) }
            }
            return [part]
        }.map { part in
            isSymbol(part.view) ? part.modified(.font(.system(size: symbolSize))) : part
        }
        return ViewValue.container(.v(alignment: .center, spacing: 2), views)
            .modified(.font(.system(size: captionSize, weight: .medium)))
            .modified(.foregroundColor(isSelected ? ViewCatalog.accent : inactive))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
    }

    private static func isSymbol(_ view: SceneGraph.View) -> Bool {
        switch view {
        case .symbol: true
        case .modified(let inner, _): isSymbol(inner)
        default: false
        }
    }
}
