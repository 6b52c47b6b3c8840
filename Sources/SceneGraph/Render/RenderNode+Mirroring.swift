import Geometry

extension RenderNode {
    /// The node and everything in it mirrored left to right about the vertical line
    /// x = `axis` (canvas points), as a right-to-left layout places what was laid out left to
    /// right: frames, offsets, anchors, clips and masks move; what a node draws in its frame
    /// (text, images, shapes) is not flipped.
    func mirrored(about axis: Double) -> RenderNode {
        var node = self
        node.frame.origin.x = 2 * axis - frame.maxX
        node.effects.list = effects.list.map { $0.mirrored(about: axis) }
        if case .group(let children) = content {
            node.content = .group(children.map { $0.mirrored(about: axis) })
        }
        return node
    }
}
