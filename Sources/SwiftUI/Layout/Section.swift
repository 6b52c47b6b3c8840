internal import SceneGraph

/// Rows under a header and above a footer: SwiftUI's `Section`. In a `List` or a `Form` the
/// section is one group of rows, drawn by the list's style, its header and footer in the style's
/// text (docs/scene-language.md, "Lists and forms"); elsewhere its header, content and footer are
/// views side by side in the container around it, as SwiftUI shows them.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    var isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { neverBody("Section") }

    /// A section with a header and a footer (`Section { … } header: { … } footer: { … }`).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer given as views (`Section(header:footer:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section of rows without a header or a footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header (`Section { … } header: { … }`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header given as a view (`Section(header: Text("…")) { … }`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer (`Section { … } footer: { … }`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer given as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section under the header `titleKey` (`Section("Title") { … }`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section under a string's characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section a sidebar can collapse: its header only while `isExpanded` is false.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section a sidebar can collapse, with a header of any views.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func lower(in context: LoweringContext) -> Lowered {
        let environment = context.environment
        let isCollapsed = isExpanded.map { !$0.wrappedValue } ?? false
        var rows = isCollapsed ? [] : lowerView(content, in: context.child(0)).flattened
        var header = Parent.self == EmptyView.self ? nil : lowerView(headerView(in: environment), in: context.child(1))
        var footer = Footer.self == EmptyView.self ? nil : lowerView(footerView, in: context.child(2))
        guard environment.listMetrics != nil else {
            // Outside a list: its views as they are, in the container around it.
            return .group([header, Lowered.group(rows), footer].compactMap { $0 })
        }
        let section = ListSection(spacing: environment.listSectionSpacing?.length, isCollapsed: isCollapsed)
        func mark(_ view: Lowered, _ role: ListItem.Role) -> Lowered {
            var view = view
            view.traits[ListItem.trait] = Trait(value: ListItem(role: role, section: section), propagates: false)
            return view
        }
        rows = rows.map { mark($0, .row) }
        header = header.map { mark($0.single(in: .v(alignment: .leading, spacing: nil)), .header) }
        footer = footer.map { mark($0.single(in: .v(alignment: .leading, spacing: nil)), .footer) }
        return .group([header].compactMap { $0 } + rows + [footer].compactMap { $0 })
    }

    /// The header in the list style's text: footnote, secondary, upper-cased in the grouped
    /// styles; headline in the label colour where it is prominent (`ListMetrics`). The header's
    /// own font, colour and case win.
    private func headerView(in environment: EnvironmentValues) -> AnyView {
        guard let metrics = environment.listMetrics else { return AnyView(header) }
        if metrics.headerIsProminent(environment.headerProminence) {
            return AnyView(header.font(.headline).foregroundStyle(.primary))
        }
        return AnyView(header.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase))
    }

    /// The footer in footnote, secondary, as written.
    private var footerView: some View {
        footer.font(.footnote).foregroundStyle(.secondary)
    }
}
