import Geometry
import Raster
import Typography

/// Lays out a view tree on a canvas (DESIGN.md §6): the parent proposes a size, the child
/// chooses its size, the parent places the child. The result is a ``RenderNode`` tree in
/// canvas points.
public struct LayoutEngine: Sendable {
    /// Most nodes a single layout may produce, by default.
    public static let maximumNodeCount = 20_000

    /// Most nodes (views and modifiers) a single layout may produce.
    public var maximumNodes = LayoutEngine.maximumNodeCount
    /// Deepest nesting of views and modifiers: layout, drawing and rasterizing recurse through it.
    public static let maximumDepth = 512
    /// Deepest nesting of effects drawn offscreen (blur, shadow, clip, mask, compositing group,
    /// blend mode): each level holds a canvas-sized buffer while the levels inside it draw.
    public static let maximumLayerDepth = 16
    public var canvas: Size
    /// The device's safe-area insets in the canvas (the status bar, the home indicator …): views
    /// are laid out inside them unless they ignore the safe area.
    public var safeArea = Insets()
    public var fonts: FontLibrary
    public var images: any ImageProvider
    /// The font files the scene brings, for `Font.custom` (none by default).
    public var sceneFonts = SceneFontFiles.none
    /// The screen's pixels per point (SwiftUI's `displayScale`), whose pixels iOS lays views out
    /// on: texts' sizes are rounded up to them and every view's frame to the nearest. nil: frames
    /// stay where the layout puts them, and texts are sized on an iPhone's 3x pixels.
    public var displayScale: Double?

    public init(canvas: Size, fonts: FontLibrary = .shared, images: any ImageProvider) {
        self.canvas = canvas
        self.fonts = fonts
        self.images = images
    }

    /// Finds `Font.custom`'s files in the scene's folder `sceneFolder` (nil: no font files).
    public mutating func useFonts(ofSceneIn sceneFolder: String?) {
        sceneFonts = sceneFolder.map(SceneFontFiles.ofScene(in:)) ?? .none
    }

    /// The canvas less the safe-area insets.
    var safeRect: Rect {
        Rect(
            x: safeArea.leading, y: safeArea.top, width: max(0, canvas.width - safeArea.leading - safeArea.trailing),
            height: max(0, canvas.height - safeArea.top - safeArea.bottom))
    }

    /// The render tree of `view`, proposed the safe area (the whole canvas without insets) and
    /// centred in it.
    public func layout(_ view: ViewNode) throws -> RenderNode {
        var warnings: [SceneWarning] = []
        return try layout(view, warnings: &warnings)
    }

    /// The render tree of `view`; appends warnings (sorted by message and place, without
    /// repeats) to `warnings`.
    public func layout(_ view: ViewNode, warnings: inout [SceneWarning]) throws -> RenderNode {
        let pass = LayoutPass(engine: self)
        let node = try layout(view, in: pass)
        warnings.append(
            contentsOf: pass.warnings.sorted {
                ($0.message, $0.location?.line ?? 0, $0.location?.column ?? 0)
                    < ($1.message, $1.location?.line ?? 0, $1.location?.column ?? 0)
            })
        return node
    }

    /// The render tree of `view`, laid out by `pass`.
    func layout(_ view: ViewNode, in pass: LayoutPass) throws -> RenderNode {
        let env = LayoutEnvironment()
        let root = NodeID([])
        let safe = safeRect
        let size = try pass.size(view, ProposedSize(safe.size), env, root)
        let origin = Point(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
        return try pass.place(view, in: Rect(origin: origin, size: size), env, root)
    }
}
