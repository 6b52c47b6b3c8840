/// A control that shows the share sheet: SwiftUI's `ShareLink`. Nothing is tapped in a render,
/// so no sheet opens; it draws as iOS draws it, as a button with its label (by default "Share"
/// beside the `square.and.arrow.up` symbol, in the accent colour), in the `.buttonStyle` set
/// above. What it shares (an item, items, a subject, a message, a preview) shows only in the sheet.
public struct ShareLink<Label: View>: View {
    let label: Label

    init(label: Label) { self.label = label }

    /// Shares `item`, with a label of any views.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Shares `item` with `preview`, with a label of any views.
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// Shares `items`, with a label of any views.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: Never { neverBody("ShareLink") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` under iOS's label: "Share" and the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text("Share")))
    }

    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(label: DefaultShareLinkLabel(title: Text("Share")))
    }

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Shares `item` under `titleKey` beside the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init<Item, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item, PreviewImage, PreviewIcon>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    public init<Items: Sequence>(
        _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Items: Sequence>(
        _ title: S, items: Items, subject: Text? = nil, message: Text? = nil
    ) {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerView(Button(action: {}) { label }, in: context.child(0))
    }
}

/// A share link's label on iOS: its title ("Share") beside the `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        SwiftUI.Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

/// The title and image a share sheet shows for what a `ShareLink` shares: never drawn in a render.
public struct SharePreview<Image, Icon> {
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {}
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {}
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}
