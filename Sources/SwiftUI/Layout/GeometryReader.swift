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

/// The size and coordinates of a `GeometryReader`, for its content.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// The device's safe-area insets on the edges where the reader reaches the safe area's
    /// edge, whether it stays inside the safe area or ignores it (0 unless a device preset,
    /// `--device`, sets them).
    public let safeAreaInsets: EdgeInsets

    init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// The reader's bounds in `coordinateSpace`. Every space gives its own bounds (origin 0):
    /// where the reader ends up is not known while it is built.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space `GeometryProxy.frame(in:)` measures in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space for `frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(SceneModifier { content, _ in content })
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: CoordinateSpace) -> some View {
        modifier(SceneModifier { content, _ in content })
    }
}

extension GeometryReader: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // (Set during an evaluation; a reader built during layout finds it set and only reads.)
        if !StateHistory.isRecording { StateHistory.isRecording = true }
        let content = self.content
        // The content is built once now, for the canvas size, so that its views bind their state
        // and run their `onAppear` as SwiftUI's do; during layout it is built again, for its real
        // size, with the state of this moment. Its identity is what it builds now: a snapshot
        // whose content changed differs from the last.
        let probe = GeometryReaderContent.build(
            content, size: GeometryReaderContent.probeSize, insets: GeometryReaderContent.probeInsets, in: context)
        let id = GeometryReaderContent.id(of: probe)
        let frozen = LoweringContext(
            graph: context.graph.detached(), path: context.path, environment: context.environment,
            modifierContents: context.modifierContents)
        // A reader inside another's content, built during layout, keeps the outer one's version.
        let version = StateHistory.reading ?? StateHistory.version
        let build = GeometryReaderContent(build: { size, insets in
            StateHistory.$reading.withValue(version) {
                let detached = LoweringContext(
                    graph: frozen.graph.detached(), path: frozen.path, environment: frozen.environment,
                    modifierContents: frozen.modifierContents)
                return GeometryReaderContent.build(
                    content, size: CGSize(width: size.width, height: size.height),
                    insets: EdgeInsets(
                        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
                    in: detached)
            }
        })
        return Lowered(.geometryReader(ViewFunction(id: id) { size, insets in build.build(size, insets) }))
    }
}

/// A GeometryReader's content builder, called by layout from any thread: it only reads what
/// it captured (a detached graph, state at its version).
struct GeometryReaderContent: @unchecked Sendable {
    let build: (Size, SceneGraph::EdgeInsets) -> SceneGraph::View

    /// The size the content is first built for: the canvas (`UIScreen.main.bounds`).
    static var probeSize: CGSize {
        let canvas = SceneRun.current?.request.canvas ?? Size(width: 390, height: 844)
        return CGSize(width: canvas.width, height: canvas.height)
    }

    /// The insets it is first built with: the device's, as a reader filling the screen gets.
    static var probeInsets: EdgeInsets {
        let insets = SceneRun.current?.request.safeArea ?? SceneGraph::EdgeInsets()
        return EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    static func build<Content: View>(
        _ content: (GeometryProxy) -> Content, size: CGSize, insets: EdgeInsets, in context: LoweringContext
    ) -> SceneGraph::View {
        lowerView(content(GeometryProxy(size: size, safeAreaInsets: insets)), in: context.child(0)).single(
            in: .z(alignment: .topLeading)
        )
        .view
    }

    /// An identifier that differs for different views (FNV-1a of the view's description, which
    /// is the same on every run).
    static func id(of view: SceneGraph::View) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in String(describing: view).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }
}
