internal import SceneGraph

/// A navigation container: SwiftUI's `NavigationView`. Its content fills the screen; a
/// `navigationTitle` inside is drawn above it as a large title (bold 34 pt, leading), below the
/// empty 44 pt bar.
public struct NavigationView<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { neverBody("NavigationView") }
}

extension NavigationView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let content = lowerView(content, in: context.child(0))
        return Navigation.withContentBackground(Navigation.lower(content), of: content)
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
        return Navigation.withContentBackground(Navigation.lower(root), of: root)
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

/// How a navigation bar shows its title; every mode draws the large title in a render.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The title the enclosing navigation view shows for this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(Navigation.title(title.string))
    }

    /// The title the enclosing navigation view shows for this view.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(Navigation.title(String(title)))
    }

    /// The title the enclosing navigation view shows (an older name of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View {
        modifier(Navigation.title(title.string))
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(Navigation.title(String(title)))
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(Navigation.title(title.string))
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        modifier(Navigation.title(String(title)))
    }

    /// Hides the navigation bar, and with it the title, of the enclosing navigation view.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(
            SceneModifier { content, _ in
                var lowered = content
                // The container hides its bar when any view in it asks to.
                lowered.traits[Navigation.hiddenTrait] = hidden ? Trait(value: true, propagates: true) : nil
                return lowered
            })
    }
}

enum Navigation {
    static let titleTrait = "navigationTitle"
    static let hiddenTrait = "navigationBarHidden"

    static func title(_ title: String) -> SceneModifier {
        SceneModifier { content, _ in
            var lowered = content
            lowered.traits[titleTrait] = Trait(value: title, propagates: true)
            return lowered
        }
    }

    /// The navigation container around `content`: the content filling the space, under its
    /// title when it has one and shows its bar.
    static func lower(_ lowered: Lowered) -> Lowered {
        let content = lowered.single(in: .v(alignment: .center, spacing: nil))
        var body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        body.traits[titleTrait] = nil
        guard let title = content.traits[titleTrait]?.value as? String, content.traits[hiddenTrait] == nil else {
            return body
        }
        let heading = SceneGraph::View.text(TextView(title))
            .modifier(.font(.system(size: 34, weight: .bold)))
            .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
            .modifier(.padding(SceneGraph::EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16)))
        return .container(.v(alignment: .leading, spacing: 0), [Lowered(heading), body])
    }
}
