// Toolbars and navigation-bar configuration: navigation views draw no bar chrome in a render,
// so these modifiers are accepted and the view is unchanged.

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

/// An item of a toolbar; a render draws no toolbar, so it draws nothing.
public struct ToolbarItem<ID, Content: View>: View {
    public var body: Never { neverBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}

/// Items of a toolbar placed together; a render draws no toolbar, so it draws nothing.
public struct ToolbarItemGroup<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { neverBody("ToolbarItemGroup") }
}

extension ToolbarItemGroup: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}

// `NavigationBarItem.TitleDisplayMode` is declared with the navigation views (Layout/NavigationView.swift).

extension View {
    /// Toolbar items: accepted; a render draws no toolbar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Shows or hides a bar: accepted without effect.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted without effect.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Accepted without effect (navigation views draw no back button).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

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

    @available(*, unavailable, message: "'toolbarBackground' is not supported by Zoetrope yet")
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    @available(*, unavailable, message: "'toolbarBackground' is not supported by Zoetrope yet")
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    @available(*, unavailable, message: "'navigationBarItems' is not supported by Zoetrope yet")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }

    @available(*, unavailable, message: "'navigationBarItems' is not supported by Zoetrope yet")
    public func navigationBarItems<L: View>(leading: L) -> some View { self }

    @available(*, unavailable, message: "'navigationBarItems' is not supported by Zoetrope yet")
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
}
