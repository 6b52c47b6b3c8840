internal import Geometry
internal import SceneGraph

/// A view that fills the space offered and builds its content from its size: SwiftUI's
/// `GeometryReader`. The content is placed at its top-leading corner; several views overlap
/// there.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody("GeometryReader") }
}

/// The size and coordinates of a `GeometryReader` (or of the view `onGeometryChange` watches),
/// for its content.
///
/// Content built during layout is given its size; content built while the views are evaluated
/// (its state, its actions) reads what the latest layout of the evaluation found, so an
/// `onAppear` reads the size the reader was laid out at (`SceneRun`'s geometry rounds).
public struct GeometryProxy {
    /// The graph whose geometry it reads (a detached copy keeps the geometry of its moment).
    let graph: ViewGraph?
    /// The key the view's frame is reported under.
    let key: Int?
    /// Where the view is, for the named coordinate spaces around it.
    let path: ViewPath
    /// The size and insets layout gave the view, when it builds the content.
    let given: (size: CGSize, insets: EdgeInsets)?

    init(graph: ViewGraph?, key: Int?, path: ViewPath, given: (size: CGSize, insets: EdgeInsets)? = nil) {
        self.graph = graph
        self.key = key
        self.path = path
        self.given = given
    }

    /// A proxy of the given size and insets, at the canvas's origin.
    init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.init(graph: nil, key: nil, path: ViewPath(), given: (size, safeAreaInsets))
    }

    /// The view's frame as the latest layout placed it, in canvas points.
    private var reported: ReportedFrame? {
        guard let key, let graph else { return nil }
        return graph.geometry.frames[key]
    }

    /// The size the view was given.
    public var size: CGSize {
        if let given { return given.size }
        if let frame = reported?.frame { return CGSize(width: frame.width, height: frame.height) }
        return GeometryReaderContent.probeSize
    }

    /// The device's safe-area insets on the edges where the view reaches the safe area's edge,
    /// whether it stays inside the safe area or ignores it (0 unless a device preset, `--device`,
    /// sets them).
    public var safeAreaInsets: EdgeInsets {
        if let given { return given.insets }
        if let insets = reported?.safeAreaInsets {
            return EdgeInsets(
                top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }
        return GeometryReaderContent.probeInsets
    }

    /// The view's frame in `coordinateSpace`: `.local` at the origin, `.global` in the screen's
    /// points, `.named(name)` relative to the nearest view around it named so (the screen's
    /// when none is). Outside `.local` it is the frame as drawn: the offsets, scales and
    /// rotations around the view move it (a rotated frame gives its bounds), as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        guard let origin = origin(in: coordinateSpace) else { return bounds }
        guard let drawn = reported?.drawnFrame else { return bounds.offsetBy(dx: origin.x, dy: origin.y) }
        return CGRect(x: origin.x, y: origin.y, width: drawn.width, height: drawn.height)
    }

    /// The view's frame in `coordinateSpace` (the iOS 17 form: `.global`, `.local`,
    /// `.named("…")`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space around the view, in the view's own coordinates;
    /// nil when no view around it has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace else { return nil }
        graph?.noteGeometryDependence()
        guard let space = graph?.geometry.frame(ofSpaceNamed: name, around: path) else { return nil }
        let own = reported?.drawnFrame.origin ?? Point(x: 0, y: 0)
        return CGRect(x: space.minX - own.x, y: space.minY - own.y, width: space.width, height: space.height)
    }

    /// The value of `anchor` (a rectangle or a point of another view, `anchorPreference`) in
    /// this view's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        graph?.noteGeometryDependence()
        let frame = graph?.geometry.frames[anchor.key]?.drawnFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let own = reported?.drawnFrame.origin ?? Point(x: 0, y: 0)
        return anchor.value(
            in: CGRect(x: frame.minX - own.x, y: frame.minY - own.y, width: frame.width, height: frame.height))
    }

    /// Where the view's origin is in `coordinateSpace`; nil for its own.
    private func origin(in coordinateSpace: CoordinateSpace) -> CGPoint? {
        switch coordinateSpace {
        case .local:
            return nil
        case .global:
            graph?.noteGeometryDependence()
            let own = reported?.drawnFrame.origin ?? Point(x: 0, y: 0)
            return CGPoint(x: own.x, y: own.y)
        case .named(let name):
            graph?.noteGeometryDependence()
            let own = reported?.drawnFrame.origin ?? Point(x: 0, y: 0)
            let space = graph?.geometry.frame(ofSpaceNamed: name, around: path)?.origin ?? Point(x: 0, y: 0)
            return CGPoint(x: own.x - space.x, y: own.y - space.y)
        }
    }
}

extension GeometryReader: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // (Set during an evaluation; a reader built during layout finds it set and only reads.)
        let states = context.runtime.history
        if !states.isRecording { states.isRecording = true }
        let content = self.content
        let graph = context.graph
        let key = graph.geometryKey(context.path)
        // The content is built now, as SwiftUI's, so that its views bind their state and run their
        // `onAppear`, for the size the latest layout of this evaluation found (the canvas before
        // one); during layout it is built again, for its real size, with the state of this
        // moment. Its identity is what it builds now, compared as a value (its `sample`): a
        // snapshot whose content changed differs from the last.
        let dependence = graph.geometryDependence
        let probe = GeometryReaderContent.build(
            content, proxy: GeometryProxy(graph: graph, key: key, path: context.path), in: context)
        // Content that runs actions, writes preferences or reads its position depends on where
        // layout puts the reader: the scene lays it out and evaluates it again.
        let readsGeometry = graph.geometryDependence != dependence
        if readsGeometry { graph.needsGeometry = true }
        let reportKey = readsGeometry ? key : nil
        let frozen = LoweringContext(
            graph: graph.detached(), path: context.path, environment: context.environment,
            modifierContents: context.modifierContents)
        // A reader inside another's content, built during layout, keeps the outer one's version.
        let version = StateHistory.reading ?? states.version
        // Layout calls the content from any thread, outside the evaluation: its `Date()` and
        // random numbers come from this moment's clock and the size it is given, so that it
        // builds the same on every run (with the system's generator, a reader drawing random
        // circles drew different ones each run).
        let moment = FrameClock.Moment.now
        let build = GeometryReaderContent(build: { size, insets in
            StateHistory.$reading.withValue(version) {
                let detached = LoweringContext(
                    graph: frozen.graph.detached(), path: frozen.path, environment: frozen.environment,
                    modifierContents: frozen.modifierContents)
                let proxy = GeometryProxy(
                    graph: detached.graph, key: reportKey, path: frozen.path,
                    given: (
                        CGSize(width: size.width, height: size.height),
                        EdgeInsets(
                            top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
                    ))
                // Scene code called by layout: in turn with the scene's other callbacks, with its
                // runtime current (its canvas, its asset catalogs).
                return detached.runtime.callback {
                    moment.run(inputs: [
                        size.width, size.height, insets.top, insets.leading, insets.bottom, insets.trailing,
                    ]) {
                        GeometryReaderContent.build(content, proxy: proxy, in: detached)
                    }
                }
            }
        })
        return Lowered(
            .geometryReader(
                ViewFunction(id: GeometryReaderContent.identity, reportKey: reportKey, sample: probe) { size, insets in
                    build.build(size, insets)
                }))
    }
}

/// A GeometryReader's content builder, called by layout from any thread: it only reads what
/// it captured (a detached graph, state at its version).
struct GeometryReaderContent: @unchecked Sendable {
    let build: (Size, Insets) -> ViewNode

    /// The size the content is first built for: the canvas (`UIScreen.main.bounds`).
    static var probeSize: CGSize {
        let canvas = SceneRuntime.currentOrNew.canvas
        return CGSize(width: canvas.width, height: canvas.height)
    }

    /// The insets it is first built with: the device's, as a reader filling the screen gets.
    static var probeInsets: EdgeInsets {
        let insets = SceneRun.current?.request.safeArea ?? Insets()
        return EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    static func build<Content: View>(
        _ content: (GeometryProxy) -> Content, proxy: GeometryProxy, in context: LoweringContext
    ) -> ViewNode {
        lowerView(content(proxy), in: context.child(0)).single(in: .z(alignment: .topLeading)).view
    }

    /// The id every reader's function shares: readers are told apart by what they build (the
    /// function's `sample`). (It was FNV-1a of the built view's description, which for a reader
    /// holding a changing canvas cost more than the rest of the evaluation.)
    static var identity: Int { 0x47_656f_5265_6164 }
}
