/// An app: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
/// Zoetrope renders the content of its first `WindowGroup`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface: SwiftUI's `Scene` (not a scene file).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds an app's scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _SceneTuple {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _SceneTuple(scenes: scenes)
    }
}

/// Several scenes of an app.
public struct _SceneTuple: Scene {
    let scenes: [any Scene]
    public var body: Never { neverBody("_SceneTuple") }
}

/// A window showing `content`: what an app's `body` usually is.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { neverBody("WindowGroup") }
}

/// The view a scene shows first: a window group's content, found through the scene's body.
func rootView(of scene: any Scene) -> (any View)? {
    func open<S: Scene>(_ scene: S) -> (any View)? {
        if let window = scene as? any WindowContent { return window.windowContent }
        if let tuple = scene as? _SceneTuple { return tuple.scenes.lazy.compactMap(rootView(of:)).first }
        guard S.Body.self != Never.self else { return nil }
        return rootView(of: scene.body)
    }
    return open(scene)
}

protocol WindowContent {
    var windowContent: any View { get }
}

extension WindowGroup: WindowContent {
    var windowContent: any View { content }
}

extension Scene {
    /// Accepted without effect (a render has no window).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How a window may be resized; a render has no window.
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

/// The scene program of an app: the content of its first window group.
public func _zoetropeSceneProgram<A: App>(app: A) -> Any {
    let view = rootView(of: app.body) ?? EmptyView()
    return SceneRun(rootName: String(describing: type(of: view))) { view }
}
