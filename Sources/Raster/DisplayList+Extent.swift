import Geometry

extension DisplayList {
    /// The pixels the list can change: the union of its fills' bounds and its layers' extents.
    var extent: PixelRect {
        commands.reduce(PixelRect.empty) { $0.union($1.extent) }
    }
}

extension DrawCommand {
    /// The pixels the command can change: a visible fill's bounds, a layer's extent.
    var extent: PixelRect {
        switch self {
        case .fill(let path, _, let paint, let multiply):
            guard multiply.alpha > 0, !paint.isClearlyInvisible else { return .empty }
            return PixelRect(enclosing: path.controlPointBounds)
        case .layer(let layer):
            return LayerPlan.extent(of: layer)
        case .backdrop(let backdrop):
            return backdrop.extent
        }
    }
}

extension Paint {
    /// True for a solid paint without alpha (other paints are not inspected).
    fileprivate var isClearlyInvisible: Bool {
        if case .solid(let color) = self { return !(color.alpha > 0) }
        return false
    }
}
