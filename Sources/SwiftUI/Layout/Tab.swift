internal import SceneGraph

/// A tab of a `TabView` (iOS 18): its content, with its title and symbol (or image) as the tab
/// bar's item and its `value` as the tag the selection matches, as `.tabItem` and `.tag` give.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    var value: Value?
    var content: Content
    var label: Label

    public var body: Never { neverBody("Tab") }
}

extension Tab where Label == SwiftUI.Label<Text, Image> {
    /// A tab titled `title` with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, line: Int = #line, column: Int = #column,
        @ViewBuilder content: () -> Content
    ) where Value == Never {
        self.init(
            value: nil, content: content(),
            label: SwiftUI.Label(
                title: { Text(title) }, icon: { Image(systemName: systemImage, line: line, column: column) }))
    }

    /// A tab titled `title` with the SF Symbol `systemImage`, selected when the selection is
    /// `value`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, line: Int = #line,
        column: Int = #column, @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, content: content(),
            label: SwiftUI.Label(
                title: { Text(title) }, icon: { Image(systemName: systemImage, line: line, column: column) }))
    }

    /// A tab titled `title` with the asset image `image`.
    public init<S: StringProtocol>(
        _ title: S, image: String, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
    ) where Value == Never {
        self.init(
            value: nil, content: content(),
            label: SwiftUI.Label(title: { Text(title) }, icon: { Image(image, line: line, column: column) }))
    }

    /// A tab titled `title` with the asset image `image`, selected when the selection is `value`.
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole? = nil, line: Int = #line, column: Int = #column,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            value: value, content: content(),
            label: SwiftUI.Label(title: { Text(title) }, icon: { Image(image, line: line, column: column) }))
    }
}

extension Tab {
    /// A tab with its own label, selected when the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }

    /// A tab with a role (`.search`) and its own label: the role changes nothing on an iPhone's bar.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        var lowered = lowerView(content.tabItem { label }, in: context.child(0))
        if let value { lowered.traits[TabBar.tagTrait] = Trait(value: TabBar.tagValue(value), propagates: false) }
        return lowered
    }
}

/// What a tab is for (iOS 18): `.search` puts it apart on an iPad; an iPhone's bar draws it as
/// any other tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}
