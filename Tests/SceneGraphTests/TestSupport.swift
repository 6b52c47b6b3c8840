import Geometry
import Raster
import SceneGraph

/// Images made in memory: "w×h" names give a bitmap of that size.
struct FakeImages: ImageProvider {
    func image(named name: String) throws -> PixelBuffer {
        let parts = name.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else {
            throw LayoutError(kind: .missingAsset, message: "image asset '\(name)' not found")
        }
        return PixelBuffer(width: parts[0], height: parts[1], fill: .white)
    }
}

extension ViewNode {
    func frame(_ w: Double?, _ h: Double?, _ alignment: LayoutAlignment = .center) -> ViewNode {
        .modified(self, .frame(width: w, height: h, alignment: alignment))
    }
    func offset(_ x: Double, _ y: Double) -> ViewNode { .modified(self, .offset(x: x, y: y)) }
}

extension RenderNode {
    /// The descendant at child-index `path`.
    func node(_ path: Int...) -> RenderNode? {
        var node = self
        for i in path {
            guard case .group(let children) = node.content, i < children.count else { return nil }
            node = children[i]
        }
        return node
    }
}

let canvas = Size(width: 390, height: 844)
let engine = LayoutEngine(canvas: canvas, images: FakeImages())
let rectangle = ViewNode.shape(ShapeView(kind: .rectangle))
let circle = ViewNode.shape(ShapeView(kind: .circle))
