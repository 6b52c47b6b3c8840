// Environment values of windows, search, focus and undo, as an iPhone app reads them at rest:
// one window, no search running, nothing focused, nothing to undo or refresh.

extension EnvironmentValues {
    /// Opens a window of the app: an iPhone app has one, so nothing opens.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes a window of the app: nothing closes in a render.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Whether the app can show several windows: no, as on an iPhone.
    public var supportsMultipleWindows: Bool { false }
    /// Whether a search is running in the searchable view above: no search runs in a render.
    public var isSearching: Bool { false }
    /// Ends the search: none runs in a render.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// The refresh action of a `.refreshable` view above: nothing pulls to refresh in a render.
    public var refresh: RefreshAction? { nil }
    /// Moves focus back to its default place: nothing is focused in a render.
    public var resetFocus: ResetFocusAction { ResetFocusAction() }
    /// Whether the view has keyboard focus: nothing has in a render.
    public var isFocused: Bool { false }
    /// The window's state on a Mac: an iPhone's window is key.
    public var controlActiveState: ControlActiveState { .key }
    /// The undo manager: a render has nothing to undo.
    public var undoManager: UndoManager? { nil }
}

/// `@Environment(\.openWindow)`: calling it opens nothing on an iPhone.
public struct OpenWindowAction {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Hashable & Codable>(value: D) {}
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

/// `@Environment(\.dismissWindow)`: calling it closes nothing in a render.
public struct DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
}

/// `@Environment(\.dismissSearch)`: no search runs in a render.
public struct DismissSearchAction {
    public func callAsFunction() {}
}

/// `@Environment(\.refresh)`: a `.refreshable` view's action.
public struct RefreshAction {
    let action: () async -> Void
    public func callAsFunction() async { await action() }
}

/// `@Environment(\.resetFocus)`: nothing is focused in a render.
public struct ResetFocusAction {
    public func callAsFunction(in namespace: Namespace.ID) {}
}

/// A window's state on a Mac.
public enum ControlActiveState: Hashable, Sendable { case key, active, inactive }

/// A stack of actions to undo (Foundation's `UndoManager`, which Linux's Foundation lacks):
/// nothing is done in a render, so there is nothing to undo.
open class UndoManager: NSObject {
    open var canUndo: Bool { false }
    open var canRedo: Bool { false }
    open var levelsOfUndo = 0
    open func undo() {}
    open func redo() {}
    open func removeAllActions() {}
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {}
    open func setActionName(_ actionName: String) {}
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
}
