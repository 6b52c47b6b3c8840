import Dispatch
import Foundation
import Geometry
import Media
import Raster
import SceneGraph
import Timeline

/// A loaded scene ready to render: a compiled scene's program evaluated per state snapshot and
/// laid out.
/// Frames are produced by blending the snapshots' render trees at a time and rasterizing.
public struct SceneRenderer: Sendable {
    public let settings: RenderSettings
    public let scenePath: String
    /// The root view's name, e.g. "LaunchView".
    public let viewName: String
    /// Problems that do not stop the render (characters no installed font can draw, a value iOS
    /// logs as invalid), each once; a warning about the scene's code has its place in the file.
    public let warnings: [SceneWarning]
    let animated: AnimatedScene
    let builder: DisplayListBuilder
    /// Draws the frames of ``frame(at:)`` and the static layer; its caches are the render's, which
    /// every renderer drawing this scene's frames shares (see `makeRenderer(settings:)`).
    let renderer: Renderer
    /// The drawing every frame starts with, rendered once (none in the plain mode).
    var staticLayer: StaticLayer?

    /// Loads a compiled scene: `program` is the `SceneProgram` a compiled scene's SwiftUI module
    /// hands over (as `Any`, since that module shows no engine types); `path` is the scene file,
    /// read for messages and assets.
    public static func load(program: Any, path: String, settings: RenderSettings) throws(ZoetropeError)
        -> SceneRenderer
    {
        try validate(settings)
        guard let program = program as? SceneProgram else {
            throw .internal("\(type(of: program)) is not a scene program")
        }
        let source = try SceneFile.read(path: path)
        var request = SceneRequest(
            canvas: settings.canvas, safeArea: settings.safeArea, duration: settings.duration,
            maxDuration: settings.maxDuration,
            maxViews: settings.maxViews, maxStateChanges: settings.maxStateChanges, seed: settings.seed,
            images: AssetFolder(scenePath: path, scale: settings.scale),
            colorScheme: settings.colorScheme)
        request.horizon = settings.horizon
        request.displayScale = settings.displayScale
        request.dynamicTypeSize = settings.dynamicTypeSize
        request.sceneFolder = AssetFolder(scenePath: path).root
        let result = LargeStack.run { () -> Result<SceneRenderer, ZoetropeError> in
            do throws(ZoetropeError) {
                func evaluate(_ request: SceneRequest) throws(ZoetropeError) -> LoadedScene {
                    do throws(SceneFailure) {
                        return try program.evaluate(request)
                    } catch {
                        throw SceneRenderer.error(error, source: source, path: path)
                    }
                }
                let scene = try evaluate(request)
                let renderer = try layOut(scene, source: source, path: path, settings: settings)
                // A scene whose own length (one cycle of what repeats for ever) runs past where
                // the clock stopped following its repeating timers: evaluated again with its
                // timers running to its end, so it never ends on a state frozen by that cut.
                if settings.duration == nil, let stopped = scene.chainsStopped, renderer.duration > stopped + 1e-9 {
                    request.horizon = max(request.horizon ?? 0, renderer.duration)
                    return .success(
                        try layOut(evaluate(request), source: source, path: path, settings: settings))
                }
                return .success(renderer)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A scene program's failure as the CLI prints it, at its place in the scene file.
    static func error(_ failure: SceneFailure, source: String, path: String) -> ZoetropeError {
        var failure = failure
        if failure.line == 0, let name = failure.declaration,
            let place = DeclarationLocator.place(of: name, in: source)
        {
            (failure.line, failure.column) = place
        } else {
            (failure.line, failure.column) = CallLocator.name(line: failure.line, column: failure.column, in: source)
        }
        if let limit = failure.limit {
            return .sceneLimit(
                SceneLimitError(limit: limit, path: path, line: failure.line, column: failure.column, source: source))
        }
        let text = Diagnostic.error(
            failure.message, path: path, line: failure.line, column: failure.column, source: source)
        switch failure.kind {
        case .scene: return .scene(.located(text))
        case .missingAsset: return .missingInput(.located(text))
        }
    }

    /// `warning` with its place in the scene file: a warning about a type as a whole is put at
    /// the type's declaration.
    private static func located(_ warning: SceneWarning, in source: String) -> SceneWarning {
        var warning = warning
        if let location = warning.location {
            let place = CallLocator.name(line: location.line, column: location.column, in: source)
            warning.location = SourceLocation(line: place.line, column: place.column)
        } else if let name = warning.declaration, let place = DeclarationLocator.place(of: name, in: source) {
            warning.location = SourceLocation(line: place.line, column: place.column)
        }
        return warning
    }

    /// Lays out every snapshot of an evaluated scene and prepares the first frames.
    private static func layOut(_ scene: LoadedScene, source: String, path: String, settings: RenderSettings)
        throws(ZoetropeError) -> SceneRenderer
    {
        var settings = settings
        if settings.systemBackground { settings.background = scene.colorScheme == .dark ? .black : .white }
        let assets = AssetFolder(scenePath: path, scale: settings.scale)
        var engine = LayoutEngine(canvas: settings.canvas, images: assets)
        engine.useFonts(ofSceneIn: assets.root)
        engine.safeArea = settings.safeArea
        engine.displayScale = settings.displayScale
        let nodes = settings.maxViews.multipliedReportingOverflow(by: RenderSettings.layoutNodesPerView)
        engine.maximumNodes = nodes.overflow ? Int.max : nodes.partialValue
        let bar =
            settings.statusBar
            ? StatusBar(canvas: settings.canvas, safeArea: settings.safeArea, colorScheme: scene.colorScheme) : nil
        var drawnBar: RenderNode?
        if let bar {
            do {
                drawnBar = try bar.layout(images: assets)
            } catch {
                throw .internal("the status bar: \(error)")
            }
        }
        var trees: [RenderNode] = []
        var layoutWarnings: [SceneWarning] = []
        for (j, view) in scene.snapshots.enumerated() {
            // A state the scene came back to is the same tree, shared (a timer that flips a
            // colour for a minute holds two trees, not 3,000).
            if let earlier = scene.repeatedSnapshots[j], earlier < j {
                trees.append(trees[earlier])
                continue
            }
            do {
                let tree = try engine.layout(view, warnings: &layoutWarnings)
                if let bar, let drawnBar {
                    trees.append(bar.drawn(over: tree, bar: drawnBar))
                } else {
                    trees.append(tree)
                }
            } catch let error as LayoutError {
                // A limit the layout reaches has no line of its own: it is reported at the
                // declaration of the custom view lowered deepest, where the nesting or the
                // number of views comes from.
                var place =
                    error.location.map { CallLocator.name(line: $0.line, column: $0.column, in: source) } ?? (0, 0)
                if error.location == nil, error.kind == .limit, let name = scene.innermostView,
                    let declaration = DeclarationLocator.place(of: name, in: source)
                {
                    place = declaration
                }
                if let limit = error.limit {
                    throw .sceneLimit(
                        SceneLimitError(limit: limit, path: path, line: place.0, column: place.1, source: source))
                }
                let diagnostic = Diagnostic.error(
                    error.message, path: path, line: place.0, column: place.1, source: source)
                switch error.kind {
                case .missingAsset, .notFound: throw .missingInput(.located(diagnostic))
                case .limit, .invalid: throw .scene(.located(diagnostic))
                }
            } catch {
                throw .internal("\(error)")
            }
        }
        guard trees.count == scene.timeline.transactions.count + 1 else {
            throw .internal("\(trees.count) snapshots for \(scene.timeline.transactions.count) transactions")
        }
        let animated = AnimatedScene(trees: trees, timeline: scene.timeline)
        var seen = Set<SceneWarning>()
        let warnings = (scene.warnings + layoutWarnings).map { located($0, in: source) }
        var builder = DisplayListBuilder(scale: settings.scale, images: assets)
        builder.visibleBounds = Rect(
            x: 0, y: 0, width: Double(settings.pixelWidth), height: Double(settings.pixelHeight))
        var renderer = SceneRenderer(
            settings: settings, scenePath: path, viewName: scene.viewName,
            warnings: warnings.filter { seen.insert($0).inserted }, animated: animated,
            builder: builder,
            renderer: makeRenderer(settings: settings), staticLayer: nil)
        try renderer.checkLength()
        if !settings.plainRendering { renderer.staticLayer = renderer.makeStaticLayer() }
        return renderer
    }

    /// The renderer of a loaded scene. Here a render's caches are made (`RenderCaches`, with the
    /// budgets it explains): one set per loaded scene, which its frame workers share and no other
    /// scene in the process sees; they go with the last copy of the `SceneRenderer`. The plain
    /// mode has none.
    private static func makeRenderer(settings: RenderSettings) -> Renderer {
        settings.plainRendering ? Renderer.plain() : Renderer(threads: settings.threads, caches: RenderCaches())
    }

    /// The same scene drawn in the plain mode (``RenderSettings/plainRendering``): every frame in
    /// full on one thread, with no static layer, no redraw and no caches. Its frames have the
    /// same bytes, drawn more slowly.
    public func plain() -> SceneRenderer {
        var settings = settings
        settings.plainRendering = true
        return SceneRenderer(
            settings: settings, scenePath: scenePath, viewName: viewName, warnings: warnings, animated: animated,
            builder: builder, renderer: Self.makeRenderer(settings: settings), staticLayer: nil)
    }

    /// A renderer for one frame worker (one thread, idle workers helping through `helpers`),
    /// with the render's caches; the plain mode's own renderer in the plain mode.
    func workerRenderer(helpers: HelpBoard? = nil) -> Renderer {
        renderer.isPlain ? renderer : Renderer(threads: 1, helpers: helpers, caches: renderer.caches)
    }

    /// The text of the scene file at `path`: a missing, unreadable or oversized file is
    /// `missingInput` (exit 66), bytes that are not UTF-8 a scene error at the first of them.
    public static func readScene(path: String) throws(ZoetropeError) -> String {
        try SceneFile.read(path: path)
    }

    /// Checks settings before any scene is read: sizes, frame rate, limits.
    public static func validate(_ s: RenderSettings) throws(ZoetropeError) {
        guard s.canvas.width > 0, s.canvas.height > 0, s.canvas.width.isFinite, s.canvas.height.isFinite else {
            throw .setting(.canvasNotPositive)
        }
        guard s.scale > 0, s.scale.isFinite else { throw .setting(.scaleNotPositive) }
        let limit = Double(RenderSettings.maximumPixelDimension)
        guard s.canvas.width * s.scale <= limit, s.canvas.height * s.scale <= limit else {
            throw .setting(.frameOverSide(limit: RenderSettings.maximumPixelDimension))
        }
        guard s.pixelWidth >= 1, s.pixelHeight >= 1 else { throw .setting(.frameBelowOnePixel) }
        guard RenderSettings.fpsRange.contains(s.fps) else {
            throw .setting(.outOfRange(.fps, s.fps, allowed: RenderSettings.fpsRange))
        }
        if let d = s.duration { guard d > 0, d.isFinite else { throw .setting(.durationNotPositive) } }
        try s.validateLimits()
        try checkPixels(s)
        if let d = s.duration { try checkLength(duration: d, settings: s, isSceneOwn: false, path: "") }
    }

    /// Seconds rendered: the `duration` setting or the scene's own.
    public var duration: Double { settings.duration ?? animated.duration }

    /// Frames in the video: duration × fps, rounded, at least one.
    public var frameCount: Int {
        let n = (duration * Double(settings.fps)).rounded()
        return n >= 1 ? (n < Double(Int.max / 2) ? Int(n) : Int.max / 2) : 1
    }

    /// The scene time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(settings.fps) }

    /// Forgets what drawing frames keeps for later ones (shape outlines, filtered layers, shadow
    /// planes), so that the next frames are drawn as the first frames of a new render are. Pixels
    /// do not change; only the time to draw them.
    public func discardCachedWork() {
        builder.discardCachedPaths()
        renderer.discardCachedLayers()
    }

    /// The drawing commands for scene time `t`.
    public func displayList(at t: Double) -> DisplayList {
        builder.build(animated.tree(at: t))
    }

    /// The frame at scene time `t` seconds.
    public func frame(at t: Double) -> PixelBuffer {
        frame(at: t, using: renderer)
    }

    /// The frames at `times`, rendered several at once (one per thread), in order. The pixels are
    /// those of ``frame(at:)``. A frame equal to the one before shares its storage, so a still
    /// stretch holds one image.
    public func frames(at times: [Double]) -> [PixelBuffer] {
        var images: [PixelBuffer] = []
        images.reserveCapacity(times.count)
        renderFrames(at: times) { _, image in
            if let last = images.last, last == image {
                images.append(last)
            } else {
                images.append(image)
            }
        }
        return images
    }

    /// Renders the frames at `times` on `threads` workers (default: `settings.threads`), as videos
    /// are rendered, and passes each to `consume` in order, one at a time (on the calling thread or
    /// on a worker; this returns after the last call). Frame buffers are reused: an image kept after
    /// `consume` returns is copied when its buffer is next drawn on.
    public func renderFrames(at times: [Double], threads: Int? = nil, consume: (Int, PixelBuffer) -> Void) {
        let pipeline = FramePipeline(scene: self, times: times, workers: threads ?? settings.threads)
        // `consume` does not throw, so neither does the pipeline.
        _ = try? pipeline.run { position, image, _ in consume(position, image) }
    }

    /// The frame at `t`, drawn in full or on a copy of the static layer.
    private func frame(at t: Double, using renderer: Renderer) -> PixelBuffer {
        var canvas = FrameCanvas(width: settings.pixelWidth, height: settings.pixelHeight)
        draw(frameAt: t, into: &canvas, using: renderer)
        return canvas.image ?? PixelBuffer(width: settings.pixelWidth, height: settings.pixelHeight)
    }

    /// The frame at `t` as the bytes of a PNG file, compressed as `writePNG` does or stored.
    public func pngData(at t: Double, compressed: Bool = true) throws(ZoetropeError) -> [UInt8] {
        let image = frame(at: t)
        do {
            return try PNGFile.encode(
                premultipliedRGBA: image.bytes, width: image.width, height: image.height, compressed: compressed)
        } catch {
            throw .internal("\(error)")
        }
    }

    /// The frame at `t` for a live preview, small to send and quick to decode: a JPEG (quality
    /// 90, no chroma subsampling; 48 dB on the launch scene) when every pixel is opaque, a PNG
    /// otherwise (JPEG has no alpha), compressed as `pngData` does or stored.
    public func previewImageData(at t: Double, compressed: Bool = true) throws(ZoetropeError) -> [UInt8] {
        let image = frame(at: t)
        let opaque = image.bytes.withUnsafeBufferPointer { bytes in
            var alpha: UInt8 = 255
            for i in Swift.stride(from: 3, to: bytes.count, by: 4) { alpha &= bytes[i] }
            return alpha == 255
        }
        do {
            if opaque { return try JPEGFile.encode(opaqueRGBA: image.bytes, width: image.width, height: image.height) }
            return try PNGFile.encode(
                premultipliedRGBA: image.bytes, width: image.width, height: image.height, compressed: compressed)
        } catch {
            throw .internal("\(error)")
        }
    }

    /// Writes the frame at `t` as a PNG (atomically).
    public func writePNG(at t: Double, to path: String) throws(ZoetropeError) {
        try Self.writePNG(frame(at: t), to: path)
    }

    /// Writes `image` (a frame) as a PNG file, which appears at `path` only once complete.
    public static func writePNG(_ image: PixelBuffer, to path: String) throws(ZoetropeError) {
        do {
            try PNGFile.write(premultipliedRGBA: image.bytes, width: image.width, height: image.height, to: path)
        } catch {
            throw .writing(error)
        }
    }
}
