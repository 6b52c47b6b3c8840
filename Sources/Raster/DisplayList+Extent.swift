import Geometry

extension DisplayList {
    /// The pixels the list can change: the union of its fills' bounds and its layers' extents.
    var extent: PixelRect {
        var extent = PixelRect.empty
        for command in commands {
            switch command {
            case .fill(let path, _, let paint, let multiply):
                guard multiply.alpha > 0, !paint.isClearlyInvisible else { continue }
                extent = extent.union(PixelRect(enclosing: path.controlPointBounds))
            case .layer(let layer):
                extent = extent.union(LayerPlan.extent(of: layer))
            }
        }
        return extent
    }
}

extension Paint {
    /// True for a solid paint without alpha (other paints are not inspected).
    fileprivate var isClearlyInvisible: Bool {
        if case .solid(let color) = self { return !(color.alpha > 0) }
        return false
    }
}
