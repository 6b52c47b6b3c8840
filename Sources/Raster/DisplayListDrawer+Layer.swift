import Geometry

extension DisplayListDrawer {
    /// Draws `layer` onto `surface` inside `region`: content into an offscreen surface (drawn
    /// recursively), filters in order, then clip, mask and opacity applied while compositing
    /// with the layer's blend mode.
    func drawLayer(_ layer: Layer, on surface: Surface, within region: PixelRect) {
        guard let plan = LayerPlan(layer, region: region, canvas: canvas) else { return }
        let buffer = Surface.allocate(plan.buffer)
        defer { buffer.deallocate() }
        draw(plan.commands, on: buffer, within: plan.content)
        let filters = FilterPass(pool: pool)
        for (filter, live) in zip(plan.filters, plan.inputs) { filters.apply(filter, to: buffer, live: live) }

        var mask: LayerCompositor.Mask?
        if let m = layer.mask, !plan.mask.isEmpty {
            let maskSurface = Surface.allocate(plan.mask)
            draw(m.content.commands, on: maskSurface, within: plan.mask)
            mask = LayerCompositor.Mask(surface: maskSurface, inverted: m.mode == .inverseAlpha)
        }
        defer { mask?.surface.deallocate() }

        var clip: (edges: EdgeList, rule: FillRule)?
        if let c = layer.clip {
            let edges = EdgeList(path: c.path, clip: plan.output, tolerance: PreparedCommand.flatteningTolerance)
            // An empty clip hides the whole layer.
            guard !edges.isEmpty else { return }
            clip = (edges, c.rule)
        }
        let compositor = LayerCompositor(
            source: buffer, region: plan.output, opacity: plan.opacity, blendMode: layer.blendMode, clip: clip,
            mask: mask)
        compositor.composite(onto: surface, pool: pool)
    }
}
