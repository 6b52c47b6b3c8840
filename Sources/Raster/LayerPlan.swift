/// The pixel regions a layer is rendered with, chosen so that only pixels that can matter are
/// allocated and processed.
///
/// Forward, the content's extent grows through each filter (blur margins, shadow offsets) and is
/// cut by the target region, the clip's bounds and an alpha mask's extent: that is the output.
/// Backward from the output, each filter names the input it needs. The offscreen buffer covers
/// what is both needed and possibly non-transparent, so edges behave as if the layer were
/// infinite and transparent outside its content.
struct LayerPlan {
    /// Content farther than this outside the canvas is not drawn into layers: it bounds the
    /// memory a filter with huge margins or offsets can ask for. It exceeds the reach of the
    /// widest blur (3·(`BoxCascade.maximumSigma` + 1) pixels).
    static let maximumMargin = 1024

    let filters: [PreparedFilter]
    /// Where the content is drawn.
    let content: PixelRect
    /// The offscreen buffer; contains `content` and `output`.
    let buffer: PixelRect
    /// The target pixels the layer may change.
    let output: PixelRect
    /// Where the mask's content is drawn (inside `output`; empty without a mask).
    let mask: PixelRect
    let opacity: Float

    /// The plan for drawing `layer` into `region` (a part of the target), or nil when the layer
    /// cannot change any pixel there. `canvas` is the root canvas.
    init?(_ layer: Layer, region: PixelRect, canvas: PixelRect) {
        let opacity = layer.opacity > 0 ? Float(Swift.min(1, layer.opacity)) : 0
        guard opacity > 0 else { return nil }
        let limit = canvas.outset(by: LayerPlan.maximumMargin)
        let filters = layer.filters.compactMap(PreparedFilter.init)
        var content = layer.content.extent.intersection(limit)
        if let bounds = layer.bounds { content = content.intersection(PixelRect(enclosing: bounds)) }
        guard !content.isEmpty else { return nil }

        var extent = content
        for filter in filters { extent = filter.extent(of: extent) }
        var output = extent.intersection(region)
        if let clip = layer.clip { output = output.intersection(PixelRect(enclosing: clip.path.controlPointBounds)) }
        if let mask = layer.mask, mask.mode == .alpha { output = output.intersection(mask.content.extent) }
        guard !output.isEmpty else { return nil }

        var needed = output
        for filter in filters.reversed() { needed = filter.requirement(for: needed) }
        self.filters = filters
        self.opacity = opacity
        self.output = output
        self.content = content.intersection(needed)
        buffer = needed.intersection(extent).intersection(limit).union(output)
        mask = layer.mask.map { output.intersection($0.content.extent) } ?? .empty
    }

    /// Where `layer` can change pixels, wherever the target is (used for the extent of a list
    /// holding it).
    static func extent(of layer: Layer) -> PixelRect {
        guard layer.opacity > 0 else { return .empty }
        var extent = layer.content.extent
        if let bounds = layer.bounds { extent = extent.intersection(PixelRect(enclosing: bounds)) }
        for filter in layer.filters.compactMap(PreparedFilter.init) { extent = filter.extent(of: extent) }
        if let clip = layer.clip { extent = extent.intersection(PixelRect(enclosing: clip.path.controlPointBounds)) }
        if let mask = layer.mask, mask.mode == .alpha { extent = extent.intersection(mask.content.extent) }
        return extent
    }
}
