import Geometry

extension DisplayListDrawer {
    /// Draws `layer` onto `surface` inside `region`: content into an offscreen surface (drawn
    /// recursively), filters in order, then clip, mask and opacity applied while compositing
    /// with the layer's blend mode. A layer drawn before with the same key is composited from
    /// the cached buffer (see `LayerCache`). With a `window`, only the composite inside it
    /// changes pixels: a layer whose filters act pixel by pixel is drawn only there when it may
    /// be changing (and then not kept), other layers are drawn and filtered whole, as without a
    /// window.
    func drawLayer(_ layer: Layer, on surface: Surface, within region: PixelRect) {
        guard let plan = LayerPlan(layer, region: region, canvas: canvas) else { return }
        var clip: (edges: EdgeList, rule: FillRule)?
        if let c = layer.clip {
            let edges = EdgeList(path: c.path, clip: plan.output, tolerance: PreparedCommand.flatteningTolerance)
            // An empty clip hides the whole layer.
            guard !edges.isEmpty else { return }
            clip = (edges, c.rule)
        }
        let key = LayerCache.Key(layer, plan: plan, canvas: canvas)
        let pixels: LayerCache.Pixels
        if let cached = LayerCache.shared.pixels(for: key) {
            pixels = cached
        } else if let window, plan.filters.allSatisfy(\.isPointwise),
            earlierWindows.contains(where: { !$0.intersection(plan.output).isEmpty })
                || !LayerCache.shared.admits(key)
        {
            // A layer seen for the first time (in this frame's earlier windows, too) may be
            // changing: only its pixels inside the window are drawn. One drawn again is drawn
            // whole and kept, as a still layer under the window will be drawn again.
            pixels = renderInside(window, layer, plan: plan)
        } else if window != nil, plan.filters.allSatisfy(\.isPointwise) {
            pixels = render(layer, plan: plan)
            LayerCache.shared.insert(pixels, for: key)
        } else {
            pixels = render(layer, plan: plan)
            if LayerCache.shared.admits(key) { LayerCache.shared.insert(pixels, for: key) }
        }
        var compositor = LayerCompositor(
            source: pixels.buffer, region: plan.output, opacity: plan.opacity, blendMode: layer.blendMode, clip: clip,
            mask: pixels.mask.map { LayerCompositor.Mask(surface: $0, inverted: layer.mask?.mode == .inverseAlpha) })
        compositor.window = window
        compositor.composite(onto: surface, pool: pool)
    }

    /// The layer's content drawn and filtered in its offscreen buffer, and its mask drawn.
    private func render(_ layer: Layer, plan: LayerPlan) -> LayerCache.Pixels {
        // The whole layer: its pixels must not depend on the window (blurs read around it, and
        // the cache serves them to other frames).
        var drawer = self
        drawer.window = nil
        return drawer.renderWhole(layer, plan: plan)
    }

    /// The layer's pixels inside `window`, as drawing it whole gives them there, for a layer
    /// whose filters act pixel by pixel: fills are drawn (their coverage computed as without
    /// the window) and nested layers composited inside the window only. Without filters only
    /// the window is cleared; the buffer is undefined elsewhere.
    private func renderInside(_ window: PixelRect, _ layer: Layer, plan: LayerPlan) -> LayerCache.Pixels {
        let buffer =
            plan.filters.isEmpty
            ? BufferPool.shared.surface(plan.buffer, clearing: window) : BufferPool.shared.surface(plan.buffer)
        draw(plan.commands, on: buffer, within: plan.content)
        let filters = FilterPass(pool: pool)
        for (filter, live) in zip(plan.filters, plan.inputs) { filters.apply(filter, to: buffer, live: live) }
        var mask: Surface?
        if let m = layer.mask, !plan.mask.isEmpty {
            let maskSurface = BufferPool.shared.surface(plan.mask)
            draw(m.content.commands, on: maskSurface, within: plan.mask)
            mask = maskSurface
        }
        return LayerCache.Pixels(buffer: buffer, mask: mask)
    }

    private func renderWhole(_ layer: Layer, plan: LayerPlan) -> LayerCache.Pixels {
        let buffer = BufferPool.shared.surface(plan.buffer)
        draw(plan.commands, on: buffer, within: plan.content)
        let filters = FilterPass(pool: pool)
        for (index, (filter, live)) in zip(plan.filters, plan.inputs).enumerated() {
            // The first filter sees the content as drawn (where it reads, `live`, is where the
            // content was drawn): other layers drawing the same alpha there share its shadow's blur.
            var alpha: DisplayList?
            if index == 0, case .shadow = filter, live == plan.content {
                alpha = DisplayList(commands: plan.commands).alphaOnly
            }
            filters.apply(filter, to: buffer, live: live, alpha: alpha)
        }
        var mask: Surface?
        if let m = layer.mask, !plan.mask.isEmpty {
            let maskSurface = BufferPool.shared.surface(plan.mask)
            draw(m.content.commands, on: maskSurface, within: plan.mask)
            mask = maskSurface
        }
        return LayerCache.Pixels(buffer: buffer, mask: mask)
    }
}
