import Foundation
internal import Geometry
internal import SceneGraph

/// What one scene's code shares, while the scene is evaluated and while its frames render: the
/// canvas, the versions of its state, the publishers of its observable objects, and the turn
/// its callbacks take. Each `SceneRun` has its own, so two scenes in one process (tests, run
/// concurrently) never see each other's; the module keeps no process-wide mutable state.
///
/// Lowering reaches it through its context (`LoweringContext.runtime`); code that runs outside
/// lowering (an action, a task, a callback the engine makes while rendering) finds it in
/// `current`, bound for the scene's evaluation and for each callback.
final class SceneRuntime: @unchecked Sendable {
    /// The runtime of the scene whose code runs in this task (or on this thread, outside tasks).
    @TaskLocal static var current: SceneRuntime?

    /// The canvas of the latest evaluation: `UIScreen.main.bounds`, also in the scene code the
    /// engine calls while rendering, after evaluation.
    var canvas = SceneRequest.defaultCanvas
    /// The canvas less the device's safe-area insets (the size `containerRelativeFrame`'s
    /// closure form measures against).
    var safeAreaSize = SceneRequest.defaultCanvas
    /// The root's Dynamic Type size, an index of `DynamicTypeStyle.sizeNames`
    /// (`SceneRequest.dynamicTypeSize`): also what UIKit's `preferredContentSizeCategory` reports.
    var dynamicTypeSize = DynamicTypeStyle.defaultSize
    /// The device's safe-area insets (a window's `safeAreaInsets` in UIKit).
    var safeAreaInsets = UIEdgeInsets.zero
    /// UIKit's and Foundation's shared objects, one set per scene (`UIApplication.shared`,
    /// `UIDevice.current`, `UIPasteboard.general`, `URLSession.shared`, `URLCache.shared`,
    /// `HTTPCookieStorage.shared`), so that two scenes never see each other's.
    lazy var application = UIApplication()
    lazy var device = UIDevice()
    lazy var pasteboard = UIPasteboard()
    lazy var urlSession = URLSession(configuration: .default)
    lazy var urlCache = URLCache(memoryCapacity: 512_000, diskCapacity: 10_000_000, diskPath: nil)
    lazy var cookieStorage = HTTPCookieStorage()
    /// The Core Data context of views given none (`\.managedObjectContext`'s default).
    lazy var managedObjectContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// The folder of the scene file, where its asset catalogs and fonts are found; also for the
    /// scene code the engine calls while rendering (a `Canvas`, a `GeometryReader`'s content).
    var sceneFolder: String?
    /// The versions of the scene's state, for content built after its evaluation.
    let history = StateHistory()

    /// Scene code the engine calls after evaluation — a custom shape's `path(in:)`, a custom
    /// layout, content built during layout or at a frame — may be called from several render
    /// threads at once. Scene code was written for one thread (the main actor), so one scene's
    /// calls take turns; another scene's calls do not wait for them. Recursive: such code can
    /// lower views whose callbacks the engine calls on the same thread.
    private let callbackLock = NSRecursiveLock()

    /// Runs `body`, scene code the engine calls, in turn with the scene's other callbacks and
    /// with this runtime current.
    func callback<T>(_ body: () throws -> T) rethrows -> T {
        callbackLock.lock()
        defer { callbackLock.unlock() }
        if SceneRuntime.current === self { return try body() }
        return try SceneRuntime.$current.withValue(self) { try body() }
    }

    /// The runtime of the scene whose code runs now; outside any scene (views lowered on their
    /// own), a runtime of their own.
    static var currentOrNew: SceneRuntime { current ?? SceneRuntime() }
}
