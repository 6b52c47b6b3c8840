internal import SceneGraph

/// A navigation container: SwiftUI's `NavigationView`. Its content fills the screen under the
/// navigation bar iOS 17 draws at the scroll edge (`NavigationBar`): the title (large or
/// inline) and the toolbar items, over a transparent bar. Views after the first are the columns
/// of a split view on a wide screen: an iPhone (compact width, every screen Zoetrope renders)
/// collapses them and shows the first, whatever `.navigationViewStyle` says.
public struct NavigationView<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { neverBody("NavigationView") }
}

extension NavigationView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let lowered = lowerView(content, in: context.child(0))
        let content = lowered.flattened.first ?? lowered
        return NavigationBar.withContentBackground(NavigationBar.lower(content, in: context), of: content)
    }
}

/// A navigation container with a stack of views: SwiftUI's `NavigationStack`. Only its root
/// shows in a render, as `NavigationView` shows it.
public struct NavigationStack<Data, Root: View>: View {
    var root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
    }

    public var body: Never { neverBody("NavigationStack") }
}

extension NavigationStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let root = lowerView(root, in: context.child(0))
        return NavigationBar.withContentBackground(NavigationBar.lower(root, in: context), of: root)
    }
}

/// The views pushed on a `NavigationStack`; nothing is pushed in a render.
public struct NavigationPath {
    private var elements: [AnyHashable] = []
    public init() {}
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The mode of the view below in the stack; a stack's root shows a large title.
        case automatic
        /// A small title centred in the bar.
        case inline
        /// A large title under the bar, at the leading edge.
        case large
    }
}

/// How a toolbar shows its title (iOS 17's name): `.inlineLarge` is drawn as `.large` on iOS.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// The title the enclosing navigation view shows for this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBar.setting(NavigationBar.titleTrait, title.string))
    }

    /// The title the enclosing navigation view shows for this view.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBar.setting(NavigationBar.titleTrait, String(title)))
    }

    /// The title the enclosing navigation view shows for this view, from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title the enclosing navigation view shows (an older name of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Whether the enclosing navigation bar shows a large title under it or an inline one in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBar.setting(NavigationBar.displayModeTrait, displayMode))
    }

    /// Whether the enclosing navigation bar shows a large title or an inline one (iOS 17).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the navigation bar, and with it the title, of the enclosing navigation view.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(
            SceneModifier { content, _ in
                var lowered = content
                // The container hides its bar when any view in it asks to.
                lowered.traits[NavigationBar.hiddenTrait] = hidden ? Trait(value: true, propagates: true) : nil
                return lowered
            })
    }

    /// Hides the back button: a stack's root has none, so nothing changes in a render.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
