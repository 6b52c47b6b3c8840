internal import SceneGraph

/// How a paged `TabView` draws its index: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots, with or without a background behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a background shows behind the dots.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// Only while the dots are touched: none at rest.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while the dots are touched: none at rest.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    var backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// Whether the page dots inside are drawn over a background.
struct PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// How the paged `TabView`s inside draw their page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S, line: Int = #line, column: Int = #column) -> some View {
        let backed = (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
        if backed {
            RuntimeWarning.emit(
                "the page dots' background is drawn as a translucent capsule, without the blur of what is behind it",
                line: line, column: column)
        }
        return environment(\.pageIndexHasBackground, backed)
    }
}

extension EnvironmentValues {
    /// Whether the page dots of the paged `TabView`s inside have a background.
    var pageIndexHasBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}
