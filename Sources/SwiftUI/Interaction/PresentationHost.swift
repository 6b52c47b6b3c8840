internal import SceneGraph

// Presentations are drawn in the scene's root layer, as iOS draws a presented view controller
// in the window above the presenting one: a presenting modifier (`.sheet`, `.alert` …) lowers
// what it presents where it is written (its content keeps the presenter's environment and its
// own state), records it in the graph (`PresentationRegistry`), and the root is lowered inside a
// `PresentationHost` that draws every recorded presentation over the whole screen, above the
// presenter's whole screen and regardless of the presenting view's frame.

/// The screen a presentation is drawn on: the canvas and the device's safe-area insets, in points.
struct PresentationScreen {
    var width: Double
    var height: Double
    var safeArea: Insets

    /// The screen of the scene being lowered (`UIScreen.main.bounds`, the window's insets).
    init(runtime: SceneRuntime) {
        width = runtime.canvas.width
        height = runtime.canvas.height
        let insets = runtime.safeAreaInsets
        safeArea = Insets(
            top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom),
            trailing: Double(insets.right))
    }

    /// A host's views are laid out in the safe area: `view` placed with its centre at the screen
    /// point (x, y), at its own size.
    func placed<V: View>(_ view: V, x: Double, y: Double) -> some View {
        view.position(x: CGFloat(x - safeArea.leading), y: CGFloat(y - safeArea.top))
    }
}

/// A kind of presentation (one type each: `SheetPresentation`, `FullScreenCoverPresentation`,
/// `AlertPresentation`, `ConfirmationDialogPresentation`), as an iPhone in portrait draws it
/// at rest, once presented.
protocol PresentationKind {
    /// Whether the presenter is pushed back behind it on `screen` (iOS 17's full-height sheet):
    /// scaled down with rounded corners, black around it.
    func pushesBackPresenter(on screen: PresentationScreen) -> Bool
    /// What is drawn over the screen, bottom first, each with how it enters and leaves when the
    /// presentation changes inside an animated change: views the host lays out in the safe
    /// area, which place themselves on the screen (`PresentationScreen.placed`).
    func layers(on screen: PresentationScreen) -> [PresentationLayer]
}

/// One view a presentation draws over the screen, and how it enters and leaves.
struct PresentationLayer {
    var view: AnyView
    var transition: AnyTransition
}

/// A presentation recorded while the views were lowered: its layers, already lowered where the
/// presenting modifier is (its environment and state), under a key that stays the same for the
/// same presenting modifier from one snapshot to the next (so that it animates, not cross-fades).
struct PresentedLayers {
    var key: Int
    var pushesBackPresenter: Bool
    var layers: [Lowered]
    var transitions: [AnyTransition]
}

/// The presentations of the current evaluation, in drawing order.
struct PresentationRegistry {
    /// True when a presenting modifier was lowered (presented or not): the root is then always
    /// drawn through the host, so that its identity does not change when something is presented.
    private(set) var hasPresenters = false
    /// What is presented, in the order drawn (a presentation shown from another's content is
    /// drawn above it).
    private(set) var presented: [PresentedLayers] = []
    /// A key per presenting modifier (by its place in the tree), kept across evaluations.
    private var keys: [ViewPath: Int] = [:]

    mutating func beginEvaluation() {
        hasPresenters = false
        presented = []
    }

    /// Notes a presenting modifier that is not presented.
    mutating func notePresenter() { hasPresenters = true }

    /// Reserves the next place in the drawing order for the presentation of the modifier at
    /// `path` (its content, lowered next, may present more above it); returns the place.
    mutating func reserve(at path: ViewPath) -> Int {
        hasPresenters = true
        let key: Int
        if let known = keys[path] {
            key = known
        } else {
            key = keys.count
            keys[path] = key
        }
        presented.append(PresentedLayers(key: key, pushesBackPresenter: false, layers: [], transitions: []))
        return presented.count - 1
    }

    /// Fills the place `reserve` gave.
    mutating func fill(_ place: Int, pushesBack: Bool, layers: [Lowered], transitions: [AnyTransition]) {
        presented[place].pushesBackPresenter = pushesBack
        presented[place].layers = layers
        presented[place].transitions = transitions
    }
}

extension LoweringContext {
    /// Records `kind` as presented by the modifier lowered here; `make` builds it (lowering
    /// its content in the context it is given), after the place in the drawing order is taken.
    /// Content lowered again during layout or at a frame (a detached graph: a GeometryReader's
    /// content for its real size, a keyframe animator's content) records nothing: what the
    /// evaluation recorded is drawn.
    func present(isPresented: Bool, make: (LoweringContext) -> any PresentationKind) {
        guard !graph.isDetached else { return }
        guard isPresented else {
            graph.presentations.notePresenter()
            return
        }
        let place = graph.presentations.reserve(at: path)
        let kind = make(child(.part("presentation")))
        let screen = PresentationScreen(runtime: runtime)
        let layers = kind.layers(on: screen)
        var lowered: [Lowered] = []
        for (index, layer) in layers.enumerated() {
            let view = lowerView(layer.view, in: child(.part("presentationLayer\(index)")))
            lowered.append(Lowered(view.view))
        }
        graph.presentations.fill(
            place, pushesBack: kind.pushesBackPresenter(on: screen), layers: lowered,
            transitions: layers.map(\.transition))
    }
}

private struct ElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views are at the elevated level, a sheet's content (UIKit's
    /// `userInterfaceLevel`): dark mode's system backgrounds are then lighter (`SystemColor.elevated`).
    var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set { self[ElevatedKey.self] = newValue }
    }
}

extension LoweringContext {
    /// This context at the elevated level (a sheet's content).
    var elevated: LoweringContext {
        var copy = self
        copy.environment.isElevated = true
        return copy
    }
}

/// The root view with what is presented drawn over the whole screen: the presenter (pushed back
/// behind a full-height sheet) and each presentation's layers above it.
struct PresentationHost: View {
    let presenter: Lowered
    let presented: [PresentedLayers]
    let screen: PresentationScreen

    /// How far a pushed-back presenter is inset from the screen's sides, and its corner radius.
    /// Estimates, from iOS 17 on an iPhone 15 (no measured reference was found): the presenter's
    /// top meets the safe area's top, 10 points above the sheet's.
    static let pushedBackInset = 16.0
    static let pushedBackRadius = 10.0

    var body: some View {
        let pushed = presented.contains { $0.pushesBackPresenter }
        let scale = pushed ? (screen.width - 2 * Self.pushedBackInset) / screen.width : 1
        // The presenter's group is laid out in the safe area, and scales about its centre: moved
        // so that the screen's top lands on the safe area's top.
        let centreY = screen.safeArea.top + (screen.height - screen.safeArea.top - screen.safeArea.bottom) / 2
        let offsetY = pushed ? screen.safeArea.top - centreY * (1 - scale) : 0
        let layers = presented.flatMap { presentation in
            presentation.layers.indices.map { index in
                HostLayer(
                    id: presentation.key * 8 + index, view: presentation.layers[index],
                    transition: presentation.transitions[index])
            }
        }
        return ZStack {
            Color.black.opacity(pushed ? 1 : 0).ignoresSafeArea()
            ZStack {
                Color(named: "systemBackground").opacity(pushed ? 1 : 0).ignoresSafeArea()
                LoweredView(lowered: presenter)
            }
            .mask {
                RoundedRectangle(cornerRadius: pushed ? Self.pushedBackRadius : 0, style: .continuous).ignoresSafeArea()
            }
            .scaleEffect(scale)
            .offset(y: offsetY)
            ForEach(layers) { layer in
                LoweredView(lowered: layer.view).transition(layer.transition)
            }
        }
    }

    /// A presentation's layer under its lasting id.
    struct HostLayer: Identifiable {
        var id: Int
        var view: Lowered
        var transition: AnyTransition
    }
}
