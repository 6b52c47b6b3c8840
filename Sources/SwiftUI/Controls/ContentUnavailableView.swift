/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView` (iOS 17),
/// drawn as iOS draws it — centred in the space offered, the label's icon large in the secondary
/// label colour over its title in bold title 2, the description in the secondary colour below,
/// then the actions. `.search` and `.search(text:)` are iOS's "No Results" views.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public var body: Never { neverBody("ContentUnavailableView") }

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(
        _ titleKey: LocalizedStringKey, image name: String, description: Text? = nil, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            label: { SwiftUI.Label(titleKey, image: name, line: line, column: column) }, description: { description })
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            label: { SwiftUI.Label(titleKey, systemImage: name, line: line, column: column) },
            description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image name: String, description: Text? = nil, line: Int = #line, column: Int = #column
    ) {
        self.init(
            label: { SwiftUI.Label(title, image: name, line: line, column: column) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage name: String, description: Text? = nil, line: Int = #line, column: Int = #column
    ) {
        self.init(
            label: { SwiftUI.Label(title, systemImage: name, line: line, column: column) },
            description: { description })
    }
}

/// The parts of iOS's search-unavailable view (`ContentUnavailableView.search`).
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String?
        public var body: some View {
            SwiftUI.Label(
                text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// iOS's view for a search with no results.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// iOS's view for a search for `text` with no results: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

extension ContentUnavailableView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerView(
            ContentUnavailableDrawing(label: label, description: description, actions: actions), in: context.child(0))
    }
}

/// The drawing of a `ContentUnavailableView`. Figures measured on iOS 17 simulator screenshots
/// (Apple publishes none): the icon at 48 pt in the secondary label colour, 16 pt above the
/// title (title 2, bold), the description (subheadline, secondary, centred) 8 pt below it, the
/// actions 16 pt below that, 16 pt from the sides.
struct ContentUnavailableDrawing<L: View, D: View, A: View>: View {
    let label: L
    let description: D
    let actions: A

    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A label as a `ContentUnavailableView` shows it: the icon large over the bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            configuration.title
                .font(.title2.bold())
                .foregroundColor(.primary)
                .multilineTextAlignment(.center)
        }
    }
}
