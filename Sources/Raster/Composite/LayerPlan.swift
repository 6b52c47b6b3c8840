import Geometry

/// The pixel regions a layer is rendered with, chosen so that only pixels that can matter are
/// allocated and processed.
///
/// Forward, the content's extent grows through each filter (blur margins, shadow offsets) and is
/// cut by the target region, the clip's bounds and an alpha mask's extent: that is the output.
/// Backward from the output, each filter names the input it needs. The offscreen buffer covers,
/// for every filter stage, what is both needed and possibly non-transparent there, so edges
/// behave as if the layer were infinite and transparent outside its content.
struct LayerPlan {
    /// Content farther than this outside the canvas is not drawn into layers: it bounds the
    /// memory a filter with huge margins or offsets can ask for. It exceeds the reach of the
    /// widest blur (`GaussianBlur(sigma: BoxCascade.maximumSigma).margin` pixels).
    static let maximumMargin = 1024

    /// What is drawn into the buffer: the layer's content, or that of the innermost layer of
    /// a folded tower (see `folding`).
    let commands: [DrawCommand]
    let filters: [PreparedFilter]
    /// For each filter, where its input can be non-transparent (inside `buffer`).
    let inputs: [PixelRect]
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
        let (list, bounds, filters) = LayerPlan.folding(layer)
        var content = list.extent.intersection(limit)
        if let bounds { content = content.intersection(PixelRect(enclosing: bounds)) }
        guard !content.isEmpty else { return nil }

        // extents[i]: where the layer can be non-transparent before filter i (after the last).
        var extents = [content]
        for filter in filters { extents.append(filter.extent(of: extents[extents.count - 1])) }
        let filtered = extents[filters.count]
        let projected = layer.projection.map { LayerPlan.projectedExtent(of: filtered, by: $0) }
        var output = (projected ?? filtered).intersection(region)
        if let clip = layer.clip { output = output.intersection(PixelRect(enclosing: clip.path.controlPointBounds)) }
        if let mask = layer.mask, mask.mode == .alpha { output = output.intersection(mask.content.extent) }
        guard !output.isEmpty else { return nil }

        // Backward: the pixels each stage must hold where they can be non-transparent. A crop
        // makes later extents smaller than earlier ones, so every stage counts.
        // Seen through a projection, the whole filtered content may be sampled (in the layer's
        // space, so its pixels do not depend on the projection or the region: a turning card
        // keeps its cached buffer), but only where the output's pixels can sample it: content
        // reaching far beyond what shows is cut there (else each nested projected layer would
        // draw and resample canvas + 2 × maximumMargin pixels a side whatever the canvas).
        var needed = output
        if let projection = layer.projection {
            needed = filtered.intersection(limit).intersection(LayerPlan.preimage(of: output, through: projection))
        }
        var buffer = needed
        for (i, filter) in filters.enumerated().reversed() {
            buffer = buffer.union(needed.intersection(extents[i + 1]))
            // The first filter reads the content as drawn: a shadow reads it as its mirror images
            // would, so that they can share its blur.
            needed = i == 0 ? filter.mirroredRequirement(for: needed) : filter.requirement(for: needed)
        }
        buffer = buffer.union(needed.intersection(content))
        commands = list.commands
        self.filters = filters
        self.opacity = opacity
        self.output = output
        self.content = content.intersection(needed)
        let whole = layer.projection == nil ? buffer.intersection(limit).union(output) : buffer.intersection(limit)
        self.buffer = whole
        inputs = extents.dropLast().map { $0.intersection(whole) }
        mask = layer.mask.map { output.intersection($0.content.extent) } ?? .empty
    }

    /// The layer's content, content bounds and filters, with nested pass-through layers folded
    /// in: while the content is exactly one layer drawn plainly (full opacity, normal blend, no
    /// clip or mask), that layer's content is drawn instead and its filters run first, then a
    /// crop to the outer layer's bounds, then the outer filters. SwiftUI modifier chains build
    /// such towers (`.shadow(…).shadow(…)`, `compositingGroup()` then `shadow`); folding saves
    /// an offscreen buffer and a composite per level.
    ///
    /// The pixels are the same: the inner layer, composited at full strength onto its
    /// transparent parent, is an exact copy of its filtered content, which the parent cuts to
    /// its bounds, and the folded plan covers every pixel the filters read. (Box sums may start
    /// at other positions, which can move float rounding by a level, as any change of region.)
    static func folding(_ layer: Layer) -> (content: DisplayList, bounds: Rect?, filters: [PreparedFilter]) {
        var content = layer.content
        var bounds = layer.bounds
        var filters = layer.filters.compactMap(PreparedFilter.init)
        while content.commands.count == 1, case .layer(let inner) = content.commands[0], inner.opacity >= 1,
            inner.blendMode == .normal, inner.clip == nil, inner.mask == nil, inner.projection == nil
        {
            let crop = bounds.map { [PreparedFilter.crop(PixelRect(enclosing: $0))] } ?? []
            filters = inner.filters.compactMap(PreparedFilter.init) + crop + filters
            bounds = inner.bounds
            content = inner.content
        }
        return (content, bounds, filters)
    }

    /// Where pixels of `rect` (layer space) can show through `projection`: the bounds of the
    /// image of the rectangle grown by a pixel (a bilinear sample reaches half a pixel beyond the
    /// buffer's last pixel centres), cut to the part in front of the viewer.
    static func projectedExtent(of rect: PixelRect, by projection: ProjectiveTransform) -> PixelRect {
        guard !rect.isEmpty else { return .empty }
        let grown = Rect(
            x: Double(rect.minX - 1), y: Double(rect.minY - 1), width: Double(rect.width + 2),
            height: Double(rect.height + 2))
        guard let image = projection.bounds(of: grown, minimumW: ProjectiveWarp.minimumW) else { return .empty }
        return PixelRect(enclosing: image)
    }

    /// The layer-space pixels that bilinear samples for the pixels of `rect` (target space) can
    /// read through `projection`: the bounds of the inverse image of the part of `rect` in front
    /// of the viewer, grown by two pixels (a sample reads the pixel below and the one after its
    /// position, and float rounding). Unbounded when the inverse is not defined.
    static func preimage(of rect: PixelRect, through projection: ProjectiveTransform) -> PixelRect {
        let unbounded = PixelRect(
            minX: -PixelRect.limit, minY: -PixelRect.limit, maxX: PixelRect.limit, maxY: PixelRect.limit)
        guard let inverse = projection.inverted,
            let image = inverse.bounds(
                of: Rect(
                    x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                    height: Double(rect.height)), minimumW: ProjectiveWarp.minimumW)
        else { return unbounded }
        return PixelRect(enclosing: image).outset(by: 2)
    }

    /// Where `layer` can change pixels, wherever the target is (used for the extent of a list
    /// holding it).
    static func extent(of layer: Layer) -> PixelRect {
        extent(of: layer, from: layer.content.extent)
    }

    /// Where `layer` can change pixels when its content can be non-transparent (or, for two
    /// layers alike but for their content, can differ) only inside `content`.
    static func extent(of layer: Layer, from content: PixelRect) -> PixelRect {
        guard layer.opacity > 0 else { return .empty }
        var extent = content
        if let bounds = layer.bounds { extent = extent.intersection(PixelRect(enclosing: bounds)) }
        for filter in layer.filters.compactMap(PreparedFilter.init) { extent = filter.extent(of: extent) }
        if let projection = layer.projection { extent = projectedExtent(of: extent, by: projection) }
        if let clip = layer.clip { extent = extent.intersection(PixelRect(enclosing: clip.path.controlPointBounds)) }
        if let mask = layer.mask, mask.mode == .alpha { extent = extent.intersection(mask.content.extent) }
        return extent
    }
}
