/// A label that shows or hides content: SwiftUI's `DisclosureGroup`, drawn as iOS 17 draws it
/// at rest — the label with a chevron at the trailing edge (`chevron.right` in the accent
/// colour, turned down when expanded) and, when expanded, the content below. In a list the label
/// and each view of the content are rows; elsewhere the label is in the accent colour, as a
/// button's, and the content is stacked under it. Collapsed unless `isExpanded` says otherwise
/// (nothing is tapped in a render).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A collapsed group with a label of any views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: Never { neverBody("DisclosureGroup") }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled `titleKey`, expanded while `isExpanded` is true.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // A scene's own style (`.disclosureGroupStyle`) draws its `makeBody`; the group a
        // style is drawing, and the platform's style, draw as iOS does.
        let style = context.environment[DisclosureGroupStyleKey.self]
        if !(style is AutomaticDisclosureGroupStyle), !(label is DisclosureGroupStyleConfiguration.Label) {
            let configuration = DisclosureGroupStyleConfiguration(
                label: DisclosureGroupStyleConfiguration.Label(content: label),
                content: DisclosureGroupStyleConfiguration.Content(content: content),
                isExpanded: isExpanded ?? .constant(false))
            func body<S: DisclosureGroupStyle>(_ style: S) -> Lowered {
                bindStyle(style, in: context)
                return lowerView(style.makeBody(configuration: configuration), in: context.child(2))
            }
            return body(style)
        }
        let expanded = isExpanded?.wrappedValue ?? false
        let inList = context.environment.listMetrics != nil
        let tint = context.environment.tint ?? .accentColor
        let chevron = Image(systemName: "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(tint)
            .rotationEffect(.degrees(expanded ? 90 : 0))
        let header = lowerView(
            HStack {
                Group {
                    if inList { label } else { label.foregroundStyle(tint) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                chevron
            }, in: context.child(0))
        guard expanded else { return header }
        let body = lowerView(content, in: context.child(1))
        if inList { return .group([header] + body.flattened) }
        return .container(.v(alignment: .leading, spacing: nil), [header, body])
    }
}
