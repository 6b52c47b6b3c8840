/// How a list style draws on iPhone (iOS 17), in points, for a screen of a given width: the
/// colours behind the list and its rows, the margins, the row and section spacing, and the
/// headers' and footers' text.
///
/// Where each figure comes from is written beside it. "Measured" marks figures read from the
/// pixels iOS 17.0.1 drew for SwiftUI lists and forms (an iPhone 15 Pro simulator, 3x) in two
/// public swift-snapshot-testing references of Shepherd-Dog/SpeakList at 28ed6886 and
/// 26bc8257 (`App/SnapshotTests/__Snapshots__/PlanFeatureSnapshotTests/testListSnapshot.Plan-
/// Feature-Color-Scheme-light.png`, a `List` of sections in a `NavigationStack`, 320 points
/// wide, and `FlowSnapshotTests/testHappyPath.Light-Mode-Happy-Path-02-Tap-on-Add-Item.png`, a
/// `Form` of sections, 393 points wide); `Tests/SwiftUITests/Layout/ListReferenceTests.swift`
/// keeps the numbers and checks them. "UIKit" marks the values of the `UITableView` styles
/// SwiftUI's lists are drawn with on iOS 17 (Apple's documentation names the colours; the
/// lengths are UIKit's defaults), not measured here (docs/scene-language.md lists them as
/// approximate).
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

    /// The margin between the screen's edges and an inset section: the system layout margin
    /// (measured: 16 pt on a 320-pt screen, 20 pt on a 393-pt one).
    func sectionMargin(width: CGFloat) -> CGFloat {
        isInset ? Self.layoutMargin(width: width) : 0
    }

    /// A row's insets, its content's distance from the row's edges: 11 pt above and below
    /// (measured: a row of a 20.33-pt headline line, 8 pt and an 18-pt subheadline line is
    /// 68.33 pt high), and the layout margin at the sides, inside an inset section as in a
    /// full-width one (measured in the inset grouped style: 16 pt at 320 pt, 20 pt at 393 pt).
    func rowInsets(width: CGFloat) -> EdgeInsets {
        let side = Self.layoutMargin(width: width)
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The least height of a row: 44 pt (the `defaultMinListRowHeight` environment value, Apple's
    /// HIG's minimum hit target).
    static let minRowHeight: CGFloat = 44

    /// A section's rounded corners: 10 pt (UIKit's inset grouped style, iOS 13 to 18).
    static let cornerRadius: CGFloat = 10

    /// The space between two sections of a grouped list, and below the last: 35 pt (measured:
    /// from a section's last row to the next section's header text, whose baseline is 47.33 pt
    /// below, as from one headerless section to the next: UIKit's grouped table view); half of
    /// it above the first section's header. None in a plain list, whose sections follow each
    /// other.
    var sectionSpacing: CGFloat { isGrouped || kind == .inset ? 35 : 0 }

    /// The space between a header's text and its section's first row (6 pt: measured, the
    /// header's baseline 9 pt above the row), and between a section's last row and its footer's
    /// text (7 pt: UIKit's grouped footer view's layout margin, not measured).
    static let headerGap: CGFloat = 6
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

    /// The system layout margin of a list on a screen `width` points wide: 16 pt below 390 pt
    /// (measured at 320), 20 pt from 390 (measured at 393: the iPhone 12 to 16 and the wider
    /// Plus and Max phones).
    static func layoutMargin(width: CGFloat) -> CGFloat { width >= 390 ? 20 : 16 }
}

extension ListMetrics {
    /// The metrics of `style`; a scene's own style is drawn as the platform's.
    init(_ style: any ListStyle) {
        self.init(kind: (style as? any BuiltInListStyle)?.kind ?? .insetGrouped)
    }
}
