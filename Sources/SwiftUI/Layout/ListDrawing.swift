internal import SceneGraph

/// How a `List` or a `Form` draws its rows at rest, by its style's `ListMetrics`: the rows and
/// sections its content builds, scrolling vertically (at their start) over the style's
/// background, which fills the space offered and the safe area.
///
/// A section is the rows of one `Section` (or the rows between sections), each row its content
/// with the row's insets, at least the least row height, over the row background, with a
/// separator at its bottom from the leading edge of its first text (`.listRowSeparatorLeading`)
/// to its trailing edge — none under a section's last row; the rows stacked without spacing
/// (`.listRowSpacing` adds some), clipped to a rounded rectangle in the inset grouped style and
/// inset from the screen's edges. Headers and footers are drawn above and below, aligned with
/// the rows' content.
struct ListDrawing {
    let metrics: ListMetrics
    /// Where the scene wrote the list, for its warnings (nil for a form).
    var location: SourceLocation?

    /// One section as drawn: its header, rows and footer.
    private struct DrawnSection {
        var section: ListSection?
        var header: Lowered?
        var rows: [Lowered] = []
        var footer: Lowered?
    }

    func lower<Content: View>(_ content: Content, in context: LoweringContext) -> Lowered {
        let environment = context.environment
        if environment.editMode?.wrappedValue.isEditing == true {
            context.graph.warn(
                "a list in edit mode is drawn without its delete and move controls by Zoetrope", at: location)
        }
        var rowsContext = context.child(0)
        rowsContext.environment.listMetrics = metrics
        // Pickers draw as a form's rows (their label leading, their value trailing).
        rowsContext.environment.isFormRow = true
        let items = lowerView(content, in: rowsContext).flattened
        let width = CGFloat(context.runtime.canvas.width)
        let spacingDefault = environment.listSectionSpacing?.length ?? metrics.sectionSpacing
        var drawn: [Lowered] = []
        var position = 0
        func add<V: View>(_ view: V) {
            var lowered = lowerView(view, in: context.child(1).child(position))
            lowered.slot = nil
            drawn.append(lowered)
            position += 1
        }
        for (index, section) in Self.sections(items).enumerated() {
            let spacing = section.section?.spacing ?? spacingDefault
            if let header = section.header {
                add(
                    headerView(
                        header, spacing: spacing, first: drawn.isEmpty, width: width, scale: environment.displayScale))
            } else if spacing > 0 {
                add(Color.clear.frame(height: spacing))
            }
            if !section.rows.isEmpty {
                add(LoweredView(lowered: sectionRows(section.rows, width: width, in: context.child(0).child(index))))
            }
            if let footer = section.footer { add(footerView(footer, width: width)) }
        }
        // The grouped styles end with the same space as is above a section.
        if spacingDefault > 0, !drawn.isEmpty { add(Color.clear.frame(height: spacingDefault)) }
        let stack = Lowered.container(.v(alignment: .center, spacing: 0), drawn)
        guard environment.scrollContentBackground != .hidden else {
            return lowerView(ScrollView { LoweredView(lowered: stack) }, in: context.child(2))
        }
        let background = lowerView(
            Rectangle().fill(metrics.background).ignoresSafeArea(), in: context.child(.part("listBackground")))
        var list = lowerView(ScrollView { LoweredView(lowered: stack) }, in: context.child(2))
            .modified(.background(background.view, alignment: .center))
        list.traits[NavigationBar.contentBackgroundTrait] = Trait(value: background.view, propagates: false)
        return list
    }

    /// The list's views in sections: a `Section`'s in one, and views outside sections in one
    /// between them.
    private static func sections(_ items: [Lowered]) -> [DrawnSection] {
        var sections: [DrawnSection] = []
        var current: DrawnSection?
        for item in items {
            let marked = item.trait(ListItem.trait, as: ListItem.self)
            if current == nil || current?.section !== marked?.section {
                if let current { sections.append(current) }
                current = DrawnSection(section: marked?.section)
            }
            switch marked?.role {
            case .header: current?.header = item
            case .footer: current?.footer = item
            case .row, nil: current?.rows.append(item)
            }
        }
        if let current { sections.append(current) }
        return sections
    }

    /// A header's text above its section: aligned with the rows' content; in the grouped styles
    /// the section spacing above it (half of it, to a pixel, above the first section's, as iOS
    /// 17 draws them) and `ListMetrics.headerGap` below, in a plain list
    /// `ListMetrics.plainHeaderPadding` above and below.
    private func headerView(_ header: Lowered, spacing: CGFloat, first: Bool, width: CGFloat, scale: CGFloat)
        -> some View
    {
        let insets = metrics.rowInsets(width: width)
        let margin = metrics.sectionMargin(width: width)
        // Half the spacing, on the screen's pixels (17.5 pt is 17⅔ on a 3x screen), as iOS
        // rounds its layout: the rows below stay on whole pixels.
        let half = scale > 0 ? (spacing / 2 * scale).rounded() / scale : spacing / 2
        let above =
            metrics.isGrouped || metrics.kind == .inset ? (first ? half : spacing) : ListMetrics.plainHeaderPadding
        let below = metrics.isGrouped || metrics.kind == .inset ? ListMetrics.headerGap : ListMetrics.plainHeaderPadding
        return LoweredView(lowered: header)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(
                EdgeInsets(
                    top: above, leading: margin + insets.leading, bottom: below, trailing: margin + insets.trailing))
    }

    /// A footer's text below its section, aligned with the rows' content.
    private func footerView(_ footer: Lowered, width: CGFloat) -> some View {
        let insets = metrics.rowInsets(width: width)
        let margin = metrics.sectionMargin(width: width)
        return LoweredView(lowered: footer)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(
                EdgeInsets(
                    top: ListMetrics.footerGap, leading: margin + insets.leading, bottom: 0,
                    trailing: margin + insets.trailing))
    }

    /// A section's rows, stacked, with their separators, clipped and inset as the style draws
    /// them.
    private func sectionRows(_ rows: [Lowered], width: CGFloat, in context: LoweringContext) -> Lowered {
        let environment = context.environment
        let rowSpacing = environment.listRowSpacing ?? 0
        let rounded = metrics.roundsSections
        var drawn: [Lowered] = []
        for (index, row) in rows.enumerated() {
            let next = index + 1 < rows.count ? rows[index + 1] : nil
            // A separator between two rows, unless either hides it; none under the last.
            let hidden =
                row.trait(ListRowTrait.separatorBottom, as: Visibility.self) == .hidden
                || next?.trait(ListRowTrait.separatorTop, as: Visibility.self) == .hidden
            let separator: Color? =
                next == nil || hidden || rowSpacing > 0
                ? nil
                : row.trait(ListRowTrait.separatorTintBottom, as: Color.self)
                    ?? next?.trait(ListRowTrait.separatorTintTop, as: Color.self) ?? ListMetrics.separator
            // A row's background reaches a pixel into the next row's when that one draws the same,
            // so that no seam shows between them where they meet inside a pixel.
            let overlap =
                next != nil && rowSpacing == 0 && next?.traits[ListRowTrait.background] == nil
                ? environment.pixelLength : 0
            var view = lowerView(
                rowView(row, separator: separator, overlap: overlap, width: width, in: environment),
                in: context.child(0).child(index))
            if rounded, rowSpacing > 0 {
                view = lowerView(
                    LoweredView(lowered: view).clipShape(
                        RoundedRectangle(cornerRadius: ListMetrics.cornerRadius, style: .continuous)),
                    in: context.child(1).child(index))
            }
            view.slot = nil
            drawn.append(view)
        }
        let stack = Lowered.container(.v(alignment: .center, spacing: Double(rowSpacing)), drawn)
        let margin = metrics.sectionMargin(width: width)
        let first = rows.first
        let last = rows.last
        let edges = SectionEdges(
            top: metrics.drawsSectionEdges
                && first?.trait(ListRowTrait.sectionSeparatorTop, as: Visibility.self) != .hidden,
            bottom: metrics.drawsSectionEdges
                && last?.trait(ListRowTrait.sectionSeparatorBottom, as: Visibility.self) != .hidden,
            tint: first?.trait(ListRowTrait.sectionSeparatorTint, as: Color.self) ?? ListMetrics.separator,
            thickness: environment.pixelLength)
        var section = AnyView(LoweredView(lowered: stack))
        if rounded, rowSpacing == 0 {
            section = AnyView(
                section.clipShape(RoundedRectangle(cornerRadius: ListMetrics.cornerRadius, style: .continuous)))
        }
        return lowerView(section.overlay(edges).padding(.horizontal, margin), in: context.child(2))
    }

    /// One row: its content with the row's insets, at least the least row height (the
    /// `defaultMinListRowHeight` environment value), over its background (its
    /// `.listRowBackground`, or the style's, `overlap` longer at the bottom), with its separator.
    private func rowView(
        _ row: Lowered, separator: Color?, overlap: CGFloat, width: CGFloat, in environment: EnvironmentValues
    ) -> some View {
        let insets = row.trait(ListRowTrait.insets, as: EdgeInsets.self) ?? metrics.rowInsets(width: width)
        let minHeight = max(0, environment.defaultMinListRowHeight - insets.top - insets.bottom)
        let background =
            row.trait(ListRowTrait.background, as: Lowered.self).map { AnyView(LoweredView(lowered: $0)) }
            ?? AnyView(metrics.rowBackground.padding(.bottom, -overlap))
        return Self.badged(row)
            .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
            .padding(insets)
            .overlay(alignment: Alignment(horizontal: .listRowSeparatorLeading, vertical: .bottom)) {
                if let separator {
                    Rectangle().fill(separator).frame(height: environment.pixelLength)
                }
            }
            // The separator runs on to the trailing edge; what passes it is cut off.
            .clipped()
            .background(alignment: .top) { background }
    }

    /// A row's content, with its `.badge` at the trailing edge in the secondary colour, as iOS
    /// draws a list row's badge.
    private static func badged(_ row: Lowered) -> AnyView {
        let content = LoweredView(lowered: markingSeparatorLeading(row))
        guard let badge = row.trait(BadgeModifier.trait, as: Text.self) else { return AnyView(content) }
        return AnyView(
            HStack {
                content.frame(maxWidth: .infinity, alignment: .leading)
                badge.foregroundStyle(.secondary).lineLimit(1)
            })
    }

    /// `row` with the guide `.listRowSeparatorLeading` at the leading edge of its first text,
    /// as iOS 16 and later align a row's separator; without a text, at its leading edge.
    static func markingSeparatorLeading(_ row: Lowered) -> Lowered {
        let key = AlignmentKey.horizontal(HorizontalAlignment.listRowSeparatorLeading.engine)
        let guide = AlignmentGuide(key: key, id: 0) { _ in 0 }
        func mark(_ view: ViewNode) -> ViewNode? {
            switch view {
            case .text: return .modified(view, .alignmentGuide(guide))
            case .modified(let inner, let modifier): return mark(inner).map { .modified($0, modifier) }
            case .container(let container, var children):
                for (index, child) in children.enumerated() {
                    if let marked = mark(child) {
                        children[index] = marked
                        return .container(container, children)
                    }
                }
                return nil
            case .empty, .shape, .image, .spacer, .symbol, .geometryReader, .keyframeAnimator, .phaseAnimator,
                .animatableData, .timeline:
                return nil
            }
        }
        var marked = row
        marked.view = mark(row.view) ?? .modified(row.view, .alignmentGuide(guide))
        marked.parts = nil
        return marked
    }
}

/// The full-width lines above and below a section of the grouped style.
private struct SectionEdges: View {
    let top: Bool
    let bottom: Bool
    let tint: Color
    let thickness: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(top ? tint : Color.clear).frame(height: thickness)
            Spacer(minLength: 0)
            Rectangle().fill(bottom ? tint : Color.clear).frame(height: thickness)
        }
    }
}

/// A view already lowered, placed where a view goes: how a list puts its rows, built before it
/// knows where they go, into the views it draws them with. Not a view of its own for
/// `--max-views`.
struct LoweredView: View, StylePart {
    let lowered: Lowered

    var body: Never { neverBody("LoweredView") }

    func lower(in context: LoweringContext) -> Lowered { lowered }
}
