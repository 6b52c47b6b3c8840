internal import Raster
internal import SceneGraph

/// A paged `TabView` (`.tabViewStyle(.page)`): the selected page fills the view, and its index
/// shows as UIKit's `UIPageControl` draws it at rest, centred at the bottom of the view: one dot
/// per page, the current one white and the others white at 30 % (so dots vanish on a white
/// page, as on iOS), in a 26-point band. Figures from UIKit's page control since iOS 14:
/// 8-point dots 16 points apart (centre to centre) in a band 26 points high; with
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` a capsule behind them, the
/// control's prominent background, drawn as black at 25 % (white at 20 % in dark mode) without
/// its blur.
enum PageIndexDots {
    static let dotSize = 8.0
    static let dotSpacing = 8.0
    static let bandHeight = 26.0
    static let capsulePadding = 8.0
    static let current = RGBAColor(red8: 255, green8: 255, blue8: 255)
    static let other = RGBAColor(red8: 255, green8: 255, blue8: 255, alpha: 0.3)
    static func capsule(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark
            ? RGBAColor(red8: 255, green8: 255, blue8: 255, alpha: 0.2)
            : RGBAColor(red8: 0, green8: 0, blue8: 0, alpha: 0.25)
    }

    static func view(
        pages: [Lowered], selection: AnyHashable?, mode: PageTabViewStyle.IndexDisplayMode, hasBackground: Bool,
        colorScheme: ColorScheme
    ) -> Lowered {
        let selected = TabBar.selectedIndex(pages, selection)
        var content = pages.indices.contains(selected) ? pages[selected] : Lowered(.empty)
        content.traits[TabBar.itemTrait] = nil
        content.traits[TabBar.tagTrait] = nil
        let body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        let shows = mode == .always || (mode == .automatic && pages.count > 1)
        guard shows, !pages.isEmpty else { return body }
        let dots = pages.indices.map { index in
            ViewNode.shape(
                ShapeView(kind: .ellipse, drawing: .fill(.color(index == selected ? current : other), rule: .nonZero))
            ).modifier(.frame(width: dotSize, height: dotSize, alignment: .center))
        }
        var index = ViewNode.container(.h(alignment: .center, spacing: dotSpacing), dots)
        if hasBackground {
            let fill = ViewNode.shape(
                ShapeView(
                    kind: .capsule(style: .continuous), drawing: .fill(.color(capsule(colorScheme)), rule: .nonZero)))
            index = index.modifier(.padding(Insets(leading: capsulePadding, trailing: capsulePadding)))
                .modifier(.frame(width: nil, height: bandHeight, alignment: .center))
                .modifier(.background(fill, alignment: .center))
        }
        let band = index.modifier(.frame(width: nil, height: bandHeight, alignment: .center))
        return body.modified(.overlay(band, alignment: .bottom))
    }
}
