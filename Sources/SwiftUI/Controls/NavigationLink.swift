/// A link to another view: SwiftUI's `NavigationLink`. Nothing is tapped in a render, so only
/// the root of a navigation stack shows and the destination is never built. In a list or a
/// form the link is a row: its label, then iOS's disclosure chevron at the trailing edge
/// (`ListChevron`); elsewhere it is drawn as a button of the `.buttonStyle` set above (by
/// default its label in the accent colour).
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination`, with a label of any views.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to the view `destination` builds (`NavigationLink { … } label: { … }`).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link shown while `isActive` is true (deprecated in iOS 16; nothing is shown in a render).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link shown while `selection` is `tag` (deprecated in iOS 16).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: Never { neverBody("NavigationLink") }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the navigation stack (its `.navigationDestination(for:)`
    /// builds the view).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    /// A link titled `titleKey` to the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link titled `titleKey`, shown while `isActive` is true (deprecated in iOS 16).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(title)
    }
}

extension NavigationLink: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        guard context.environment.listMetrics != nil else {
            return lowerView(Button(action: {}) { label }, in: context.child(0))
        }
        // The label is given what the chevron leaves, as iOS gives a cell's content what its
        // accessory leaves.
        return lowerView(
            HStack {
                label.frame(maxWidth: .infinity, alignment: .leading)
                ListChevron()
            }, in: context.child(0))
    }
}

/// The chevron at the trailing edge of a list row that navigates: `chevron.forward` in
/// tertiaryLabel, footnote semibold (13 pt; UIKit's disclosure indicator is about 8 × 13 pt, an
/// approximation of iOS's exact symbol size).
struct ListChevron: View {
    var body: some View {
        Image(systemName: "chevron.forward")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(Color(named: "tertiary"))
    }
}
