internal import Geometry
internal import Raster
internal import SceneGraph

/// Measures SwiftUI views as the engine lays them out, for UIKit views' intrinsic sizes (a
/// label's text, a button's title).
enum UIKitMeasure {
    /// The size of `view` laid out at `width` (nil: its ideal width), at its ideal height.
    static func size(of view: some View, width: CGFloat? = nil) -> CGSize {
        let images: any ImageProvider = SceneRun.current?.request.images ?? NoMeasuredImages()
        var engine = LayoutEngine(canvas: Geometry::Size(width: 100_000, height: 100_000), images: images)
        engine.useFonts(ofSceneIn: SceneFolder.current)
        let node: ViewNode
        if let width {
            node = view.frame(width: max(0, width), alignment: .leading)
                .fixedSize(horizontal: false, vertical: true).loweredForDrawing()
        } else {
            node = view.fixedSize().loweredForDrawing()
        }
        guard let root = try? engine.layout(node) else { return .zero }
        return CGSize(width: root.frame.width, height: root.frame.height)
    }
}

/// No images: what is measured needs none.
private struct NoMeasuredImages: ImageProvider {
    func image(named name: String) throws -> PixelBuffer {
        throw LayoutError(kind: .notFound, message: "no image named '\(name)'")
    }
}
