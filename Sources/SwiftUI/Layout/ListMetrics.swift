/// How a list style draws on iPhone (iOS 17), in points, for a screen of a given width: the
/// colours behind the list and its rows, the margins, the row and section spacing, and the
/// headers' and footers' text.
///
/// Where each figure comes from is written beside it. "UIKit" marks the values of the
/// `UITableView` styles SwiftUI's lists are drawn with on iOS 17 (Apple's documentation names
/// the colours; the lengths are UIKit's defaults, as Apple's iOS 17 design resources draw
/// them); none was measured against an iOS 17 snapshot here, since no public snapshot of a
/// SwiftUI list was found (docs/scene-language.md lists them as approximate).
struct ListMetrics {
    /// The built-in styles, as iPhone draws them.
    enum Kind: Hashable {
        case plain, inset, grouped, insetGrouped, sidebar
    }

    let kind: Kind

    /// Behind the list: systemGroupedBackground (242, 242, 247; black in dark mode) for the
    /// grouped styles, systemBackground (white; black) for the plain ones (Apple's HIG, "Color":
    /// "grouped background colors" are for grouped table views).
    var background: Color {
        isGrouped ? Color(named: "systemGroupedBackground") : Color(named: "systemBackground")
    }

    /// Behind a row: secondarySystemGroupedBackground (white; 28, 28, 30 in dark mode) in the
    /// grouped styles (Apple's HIG, "Color"), systemBackground in the plain ones.
    var rowBackground: Color {
        isGrouped ? Color(named: "secondarySystemGroupedBackground") : Color(named: "systemBackground")
    }

    /// The separators: UIKit's `separator` colour (60, 60, 67 at 29 %; 84, 84, 88 at 60 % in
    /// dark mode), one pixel thick.
    static let separator = Color(named: "separator")

    /// Whether sections are groups on the grouped background.
    var isGrouped: Bool { kind != .plain && kind != .inset }

    /// Whether sections are inset from the screen's edges.
    var isInset: Bool { kind == .inset || kind == .insetGrouped || kind == .sidebar }

    /// Whether a section's rows are clipped to a rounded rectangle.
    var roundsSections: Bool { kind == .insetGrouped || kind == .sidebar }

    /// Whether full-width separators run above a section's first row and below its last
    /// (UIKit's grouped style; the inset grouped style rounds its sections instead).
    var drawsSectionEdges: Bool { kind == .grouped }

    /// The margin between the screen's edges and an inset section: UIKit's system layout margin,
    /// 16 pt on screens narrower than 414 pt (iPhone 12 to 16: 390, 393), 20 pt on wider ones
    /// (the Plus and Max phones).
    func sectionMargin(width: CGFloat) -> CGFloat {
        isInset ? Self.layoutMargin(width: width) : 0
    }

    /// A row's insets, its content's distance from the row's edges: 11 pt above and below (the
    /// vertical layout margins of a UIKit cell's content view), and at the sides 20 pt inside
    /// an inset section (UIKit's inset grouped cells) or the layout margin of a full-width one.
    func rowInsets(width: CGFloat) -> EdgeInsets {
        let side = isInset ? 20 : Self.layoutMargin(width: width)
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The least height of a row: 44 pt (the `defaultMinListRowHeight` environment value, Apple's
    /// HIG's minimum hit target).
    static let minRowHeight: CGFloat = 44

    /// A section's rounded corners: 10 pt (UIKit's inset grouped style, iOS 13 to 18).
    static let cornerRadius: CGFloat = 10

    /// The space above each section of a grouped list, and below the last: 35 pt (UIKit's
    /// grouped table view: its default section header and footer heights together); none in a
    /// plain list, whose sections follow each other.
    var sectionSpacing: CGFloat { isGrouped || kind == .inset ? 35 : 0 }

    /// The space between a header's text and its section's first row (7 pt) and between a
    /// section's last row and its footer's text (7 pt): UIKit's grouped header and footer
    /// views' layout margins.
    static let headerGap: CGFloat = 7
    static let footerGap: CGFloat = 7

    /// The space above a header's text in a plain list (6 pt above and below it: UIKit's plain
    /// section header, 28 pt tall for a line of 17-pt text at its least).
    static let plainHeaderPadding: CGFloat = 6

    /// How a section header's text is drawn: in the grouped styles, footnote (13 pt) in
    /// secondaryLabel, upper-cased (iOS 13 to 18); in a plain list and in a sidebar, and where
    /// `.headerProminence(.increased)` asks, headline (17 pt semibold) in the label colour, as
    /// written.
    func headerIsProminent(_ prominence: Prominence) -> Bool {
        prominence == .increased || kind == .plain || kind == .sidebar
    }

    /// UIKit's system layout margin for a screen `width` points wide.
    static func layoutMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}

extension ListMetrics {
    /// The metrics of `style`; a scene's own style is drawn as the platform's.
    init(_ style: any ListStyle) {
        self.init(kind: (style as? any BuiltInListStyle)?.kind ?? .insetGrouped)
    }
}
