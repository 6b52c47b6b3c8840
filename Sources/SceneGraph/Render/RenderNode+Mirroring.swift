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

extension RenderEffect {
    /// The effect of a node mirrored about x = `axis` (see `RenderNode.mirrored(about:)`).
    func mirrored(about axis: Double) -> RenderEffect {
        func x(_ p: Point) -> Point { Point(x: 2 * axis - p.x, y: p.y) }
        switch self {
        case .offset(let p): return .offset(Point(x: -p.x, y: p.y))
        case .rotation(let angle, let anchor): return .rotation(angle, anchor: x(anchor))
        case .scale(let sx, let sy, let anchor): return .scale(x: sx, y: sy, anchor: x(anchor))
        case .transform(let t, let origin): return .transform(t, origin: x(origin))
        case .rotation3D(let angle, let axis3, let anchor, let z, let perspective, let size):
            return .rotation3D(angle, axis: axis3, anchor: x(anchor), anchorZ: z, perspective: perspective, size: size)
        case .shadow(let color, let radius, let offset):
            return .shadow(color: color, radius: radius, offset: Point(x: -offset.x, y: offset.y))
        case .clip(let kind, let rule, let bounds):
            var b = bounds
            b.origin.x = 2 * axis - bounds.maxX
            return .clip(kind, rule: rule, bounds: b)
        case .mask(let node, let inverse): return .mask(node.mirrored(about: axis), inverse: inverse)
        case .multiply, .opacity, .blur, .compositingGroup, .luminanceToAlpha, .blendMode, .colorAdjustment:
            return self
        }
    }
}
