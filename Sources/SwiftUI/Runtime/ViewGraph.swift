internal import SceneGraph

/// What lasts across evaluations of a scene's views: the storage of every `@State` (and
/// `@StateObject`) by the identity of its view, which views have appeared, and what their
/// `onAppear` actions still have to do.
final class ViewGraph {
    /// The runtime of the scene the graph belongs to.
    let runtime: SceneRuntime
    private var storage: [StorageKey: AnyObject] = [:]
    private var appeared: Set<ViewPath> = []
    /// `onAppear` actions of views that appeared in the latest evaluation, in tree order.
    private(set) var pendingAppearActions: [() -> Void] = []
    /// Problems that do not stop the render, each once (at each place it is written).
    private(set) var warnings: [SceneWarning] = []
    /// The custom view lowered deepest in the tree, and its depth (see `LoadedScene.innermostView`).
    private(set) var innermostView: (name: String, depth: Int)?
    /// Views in the current evaluation.
    private(set) var viewCount = 0
    /// True for a copy that lowers views outside an evaluation (see `detached()`).
    private(set) var isDetached = false
    /// How many evaluations of the tree have begun (lifecycle modifiers compare with it).
    private(set) var evaluation = 0
    /// Run after each evaluation of the whole tree (disappearances, `onChange`).
    private var evaluationObservers: [() -> Void] = []
    /// Set by a property that could not be bound (a missing `@EnvironmentObject`): the view's
    /// body is then not evaluated.
    var bindingFailed = false
    /// What the latest layout made during evaluation found (frames by key, named coordinate
    /// spaces); a detached copy keeps the values of the moment it was made.
    var geometry = GeometryValues()
    /// True when the current evaluation has views that read geometry (preferences, anchors,
    /// `onGeometryChange`, a GeometryReader whose content runs actions or reads its position):
    /// the scene then lays them out and evaluates them again (`SceneRun`).
    var needsGeometry = false
    /// Counts what makes a GeometryReader's content depend on layout: lifecycle modifiers
    /// visited, preferences written, positions read. A reader compares it before and after
    /// building its content.
    private(set) var geometryDependence = 0
    /// Preferences written in the current evaluation, in view order.
    var preferenceWrites: [PreferenceWrite] = []
    /// Named coordinate spaces of the current evaluation.
    var coordinateSpaces: [CoordinateSpaceEntry] = []
    /// Where `pendingAppearActions` stood when the current evaluation began.
    private var actionMark = 0
    /// Called when an evaluation begins and when it is rolled back (`rollBackEvaluation()`).
    private var roundObservers: [(begin: () -> Void, rollBack: () -> Void)] = []
    /// The colour scheme a `.preferredColorScheme` of the latest evaluation asked for (the
    /// first one lowered), for the whole presentation.
    private(set) var preferredColorScheme: ColorScheme?
    /// The presentations the latest evaluation's presenting modifiers showed (`.sheet`,
    /// `.alert` …), in the order they are drawn, and whether any presenting modifier was
    /// lowered at all (`PresentationHost` then holds the root, presented or not).
    var presentations = PresentationRegistry()

    /// A graph of the scene whose runtime is `runtime` (outside a scene, a runtime of its own).
    init(runtime: SceneRuntime = .currentOrNew) { self.runtime = runtime }

    struct StorageKey: Hashable {
        var path: ViewPath
        var property: String
    }

    /// The lasting box of a property of the view at `path`: made from `initial` the first time.
    func box<Box: AnyObject>(_ path: ViewPath, _ property: String, make initial: () -> Box) -> Box {
        let key = StorageKey(path: path, property: property)
        if let existing = storage[key] as? Box { return existing }
        let box = initial()
        storage[key] = box
        return box
    }

    /// Records a `.preferredColorScheme`: the first in an evaluation is the presentation's.
    func preferColorScheme(_ scheme: ColorScheme) {
        if !isDetached, preferredColorScheme == nil { preferredColorScheme = scheme }
    }

    /// Records an `onAppear` action; it runs once, when the view at `path` first appears.
    func onAppear(_ path: ViewPath, _ action: @escaping () -> Void) {
        guard !isDetached, appeared.insert(path).inserted else { return }
        pendingAppearActions.append(action)
    }

    /// The recorded `onAppear` actions, handed over once.
    func takeAppearActions() -> [() -> Void] {
        defer { pendingAppearActions = [] }
        return pendingAppearActions
    }

    /// Records a warning, once; `location` is where the scene wrote the construct, `declaration`
    /// the type to report it at when it has no line.
    func warn(
        _ message: String, at location: SourceLocation? = nil, declaration: String? = nil
    ) {
        let warning = SceneWarning(message, location: location, declaration: declaration)
        if !isDetached, !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Notes a custom view lowered at `depth` (its path's length).
    func noteCustomView(_ name: String, depth: Int) {
        if !isDetached, depth > innermostView?.depth ?? -1 { innermostView = (name, depth) }
    }

    /// The most views one evaluation lowers (`--max-views`); past it, lowering stops.
    var viewLimit = Int.max

    /// Where the scene wrote the construct that went past `viewLimit` (the innermost `ForEach`
    /// building views when it was reached), for the error.
    var limitLocation: SourceLocation?

    /// True once the current evaluation has more than `viewLimit` views.
    var isOverViewLimit: Bool { viewCount > viewLimit }

    /// Counts a view of the current evaluation; false once there are more than `viewLimit`.
    func countView() -> Bool {
        viewCount += 1
        return viewCount <= viewLimit
    }

    /// A copy for lowering views outside an evaluation (a GeometryReader's content, during
    /// layout, on any thread): it finds the state boxes this graph has now, keeps the boxes it
    /// makes to itself, and records no `onAppear` actions or warnings.
    func detached() -> ViewGraph {
        let copy = ViewGraph(runtime: runtime)
        copy.storage = storage
        copy.geometry = geometry
        copy.isDetached = true
        return copy
    }

    /// Starts an evaluation of the whole tree.
    func beginEvaluation() {
        viewCount = 0
        limitLocation = nil
        preferredColorScheme = nil
        presentations.beginEvaluation()
        evaluation += 1
        needsGeometry = false
        preferenceWrites = []
        coordinateSpaces = []
        actionMark = pendingAppearActions.count
        for observer in roundObservers { observer.begin() }
    }

    /// Undoes what the current evaluation did to the views' lifecycle and the actions it
    /// queued: it was made with geometry that layout has since changed, and is made again.
    func rollBackEvaluation() {
        pendingAppearActions.removeSubrange(min(actionMark, pendingAppearActions.count)...)
        for observer in roundObservers.reversed() { observer.rollBack() }
    }

    /// Calls `begin` when an evaluation begins and `rollBack` when it is rolled back.
    func observeRounds(begin: @escaping () -> Void, rollBack: @escaping () -> Void) {
        if !isDetached { roundObservers.append((begin, rollBack)) }
    }

    /// Notes something that makes a GeometryReader's content depend on layout.
    func noteGeometryDependence() { geometryDependence += 1 }

    /// Ends an evaluation of the whole tree.
    func endEvaluation() {
        for observer in evaluationObservers { observer() }
    }

    /// Calls `observer` after every evaluation of the whole tree.
    func observeEvaluations(_ observer: @escaping () -> Void) {
        if !isDetached { evaluationObservers.append(observer) }
    }

    /// Runs `action` after the current action, as its own action at the same scene time
    /// (`onChange`, `onDisappear`).
    func enqueueAction(_ action: @escaping () -> Void) {
        if !isDetached { pendingAppearActions.append(action) }
    }
}
