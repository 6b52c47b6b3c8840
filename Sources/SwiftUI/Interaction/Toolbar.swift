internal import SceneGraph

// Toolbars and navigation-bar configuration: the items and settings a navigation container's
// bar draws (`NavigationBar`), carried up to it as traits of its content.

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// A bar whose visibility `.toolbar(_:for:)` sets.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// An item of a toolbar: its content, drawn by the enclosing navigation bar at `placement`.
public struct ToolbarItem<ID, Content: View>: View {
    var placement: ToolbarItemPlacement
    var content: Content

    public var body: Never { neverBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        NavigationBar.item(lowerView(content, in: context.child(0)), placement: placement)
    }
}

/// Items of a toolbar placed together, in the order written.
public struct ToolbarItemGroup<Content: View>: View {
    var placement: ToolbarItemPlacement
    var content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { neverBody("ToolbarItemGroup") }
}

extension ToolbarItemGroup: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        NavigationBar.item(lowerView(content, in: context.child(0)), placement: placement)
    }
}

// `NavigationBarItem.TitleDisplayMode` is declared with the navigation views (Layout/NavigationView.swift).

extension View {
    /// Toolbar items (`ToolbarItem`, `ToolbarItemGroup` or views, which go where `.automatic`
    /// does), drawn by the enclosing navigation container's bars.
    public func toolbar<Content: View>(
        line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(content: content(), location: SourceLocation(line: line, column: column)))
    }

    /// Shows or hides bars: a hidden navigation bar (or bottom bar) takes no room and shows nothing.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationBar.setting(visibility, for: bars, NavigationBar.barVisibilityTrait))
    }

    /// The background of bars: with `.visible` the bar is drawn over its background (a colour
    /// given by the style form, else iOS's bar colour); `.automatic`, iOS's default, shows it
    /// only once content scrolls under the bar, so a render at rest shows none.
    public func toolbarBackground(
        _ visibility: Visibility, for bars: ToolbarPlacement..., line: Int = #line, column: Int = #column
    ) -> some View {
        modifier(
            SceneModifier { content, _ in
                let shown = NavigationBar.setting(
                    visibility, for: bars, NavigationBar.backgroundVisibilityTrait, on: content)
                return NavigationBar.setting(
                    SourceLocation(line: line, column: column), for: bars, NavigationBar.backgroundLocationTrait,
                    on: shown)
            })
    }

    /// The style that fills bars whose background is shown (`toolbarBackground(.visible, for:)`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(
            SceneModifier { content, context in
                let fill = loweredStyle(style, in: context.environment)
                return NavigationBar.setting(fill, for: bars, NavigationBar.backgroundStyleTrait, on: content)
            })
    }

    /// The colour scheme of bars' titles (`.dark`: a white title); nil: the view's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(
            SceneModifier { content, _ in
                guard let colorScheme else { return content }
                return NavigationBar.setting(colorScheme, for: bars, NavigationBar.colorSchemeTrait, on: content)
            })
    }

    /// Items at the navigation bar's leading and trailing ends (the form before iOS 14).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar(line: 0, column: 0) {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Items at the navigation bar's leading end (the form before iOS 14).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar(line: 0, column: 0) { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Items at the navigation bar's trailing end (the form before iOS 14).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar(line: 0, column: 0) { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// A destination for values pushed on a navigation stack: accepted; nothing is pushed.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// A destination shown while `isPresented` is true: accepted; nothing is pushed.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View { self }

    /// A destination shown for `item`: accepted; nothing is pushed.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// Hides the status bar: accepted without effect (a render has none).
    public func statusBar(hidden: Bool) -> some View { self }

    /// Hides the status bar: accepted without effect (a render has none).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Shows or hides system overlays: accepted without effect.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// `.toolbar { … }`: its items, each with its placement, added to the bar items of the view.
struct ToolbarModifier<Content: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: Content
    /// Where the scene wrote `.toolbar`, for the warning of a bar Zoetrope draws approximately.
    let location: SourceLocation

    func lower(_ lowered: Lowered, in context: LoweringContext) -> Lowered {
        let items = lowerView(content, in: context.child(.part("toolbar"))).flattened
        return NavigationBar.adding(items, to: lowered, location: location)
    }
}
