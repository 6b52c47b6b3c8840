import Geometry
import Timeline

/// A scene file after evaluation: one view per state snapshot and the transactions between them.
public struct LoadedScene: Sendable {
    /// The name of the root view struct, such as `LaunchView`.
    public var viewName: String
    /// `snapshots[0]` is the initial state; `snapshots[i + 1]` the state after
    /// `timeline.transactions[i]`.
    public var snapshots: [ViewNode]
    public var timeline: Timeline
    /// Problems that do not stop the render (a view left out, an invalid frame), each once.
    public var warnings: [SceneWarning] = []
    /// The custom view lowered deepest in the tree: a limit the layout reaches (views nested too
    /// deeply, too many of them) is reported at its declaration, the nearest place in the scene
    /// file the engine knows of.
    public var innermostView: String?
    /// The root's colour scheme when the scene starts: the request's, or what the scene's
    /// `.preferredColorScheme` asks for (the window behind the views takes it).
    public var colorScheme: SceneRequest.ColorScheme = .light
    /// When closures that schedule the next (a repeating timer, an `asyncAfter` that calls itself)
    /// were still running and the clock stopped following them: the time it stopped at (nil when
    /// nothing was cut). A render longer than that evaluates again with a later `horizon`.
    public var chainsStopped: Double?
    /// For each snapshot equal to an earlier one (a state the scene comes back to, as a colour a
    /// timer flips does), the index of the first snapshot of that state: the two are the same
    /// tree, laid out once.
    public var repeatedSnapshots: [Int: Int] = [:]

    public init(viewName: String, snapshots: [ViewNode], timeline: Timeline) {
        self.viewName = viewName
        self.snapshots = snapshots
        self.timeline = timeline
    }
}

/// A scene front end that evaluates views itself: the SwiftUI module of a compiled scene
/// program implements it, and the engine asks it for the snapshots and the timeline.
///
/// Front ends above SceneGraph hand one over as `Any` (their public interface shows no engine
/// types); the engine casts it back to this protocol.
public protocol SceneProgram: AnyObject {
    /// Runs the scene on its clock from time 0 and returns every state snapshot and the
    /// transactions between them.
    func evaluate(_ request: SceneRequest) throws(SceneFailure) -> LoadedScene
}

/// What the engine asks of a scene program.
public struct SceneRequest: Sendable, Equatable {
    /// The canvas a scene has when nothing says otherwise: the iPhone 14's screen in points
    /// (390×844), the size `UIScreen.main.bounds` has in a render without `--device` or `--size`.
    public static let defaultCanvas = Size(width: 390, height: 844)

    /// `UIScreen.main.bounds.size`, in points.
    public var canvas: Size
    /// The device's safe-area insets (`--device`); zero on the plain canvas.
    public var safeArea: Insets
    /// The render's length when the command line gives one; nil lets the scene decide.
    public var duration: Double?
    /// The latest scene time the command draws when it knows it (a frame's time, a render of the
    /// scene's own length): closures that schedule the next run at least until then.
    public var horizon: Double?
    /// The latest scene time a scheduled closure may run at (`--max-duration`).
    public var maxDuration: Double
    /// Most views one snapshot may have (`--max-views`).
    public var maxViews: Int
    /// Most state changes in any one second of scene time (`--max-state-changes`): a scene
    /// that keeps ticking renders for as long as it is asked to, and one that changes state
    /// in a loop that never lets the clock advance is stopped.
    public var maxStateChanges: Int
    /// Seed of the scene's random numbers (`--seed`).
    public var seed: UInt64
    /// The scene's bitmap assets, for the layouts evaluation makes when views read geometry
    /// (nil: none; an image then has no size there). Not part of equality.
    public var images: (any ImageProvider)?
    /// The root's colour scheme (`--color-scheme`); a scene's `.preferredColorScheme` wins.
    public var colorScheme: ColorScheme
    /// The root's Dynamic Type size (`--dynamic-type-size`): an index of
    /// `DynamicTypeStyle.sizeNames`, Large by default; a scene's `.dynamicTypeSize` wins inside it.
    public var dynamicTypeSize = DynamicTypeStyle.defaultSize
    /// The folder of the scene file, where its resources are (fonts, asset catalogs); nil: none.
    public var sceneFolder: String?
    /// The pixels per point the render lays views out on (`LayoutEngine.displayScale`), for the
    /// layouts evaluation makes when views read geometry; nil: exact frames.
    public var displayScale: Double?

    /// Light or dark mode.
    public enum ColorScheme: String, Sendable, Equatable, CaseIterable {
        case light, dark
    }

    public init(
        canvas: Size, safeArea: Insets = Insets(), duration: Double? = nil, maxDuration: Double = 3_600,
        maxViews: Int = 10_000, maxStateChanges: Int = 1_000, seed: UInt64 = 0, images: (any ImageProvider)? = nil,
        colorScheme: ColorScheme = .light
    ) {
        self.images = images
        self.colorScheme = colorScheme
        self.canvas = canvas
        self.safeArea = safeArea
        self.duration = duration
        self.maxDuration = maxDuration
        self.maxViews = maxViews
        self.maxStateChanges = maxStateChanges
        self.seed = seed
    }

    public static func == (a: SceneRequest, b: SceneRequest) -> Bool {
        a.canvas == b.canvas && a.safeArea == b.safeArea && a.duration == b.duration && a.maxDuration == b.maxDuration
            && a.maxViews == b.maxViews && a.maxStateChanges == b.maxStateChanges && a.seed == b.seed
            && a.colorScheme == b.colorScheme
            && a.dynamicTypeSize == b.dynamicTypeSize && a.sceneFolder == b.sceneFolder
            && a.displayScale == b.displayScale
    }
}

/// Why a scene program could not produce its snapshots: a message at a place in the scene file
/// (line 0 when no place is known).
public struct SceneFailure: Error, Sendable, Equatable {
    public var message: String
    /// The file the place is in, as the program knows it (`#fileID` or `#filePath`).
    public var file: String
    public var line: Int
    public var column: Int
    /// What the failure is about, for the exit code: the scene's own code, or an asset it names.
    public var kind: Kind
    /// The limit reached, when that is the failure (`message` then says so without the flag).
    public var limit: SceneLimit?
    /// The type of the scene the failure is about, when it has no line of its own (a view that
    /// contains itself): it is reported at the type's declaration.
    public var declaration: String?

    public enum Kind: Sendable, Equatable {
        case scene, missingAsset
    }

    public init(
        _ message: String, file: String = "", line: Int = 0, column: Int = 0, kind: Kind = .scene,
        limit: SceneLimit? = nil
    ) {
        self.limit = limit
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }
}
