import Geometry

extension DisplayListDrawer {
    /// Draws `layer` onto `surface` inside `region`: content into an offscreen surface (drawn
    /// recursively), filters in order, then clip, mask and opacity applied while compositing
    /// with the layer's blend mode. A layer drawn before with the same key is composited from
    /// the render's cached buffer (see `LayerCache`), when it keeps one. With a `window`, only
    /// the composite inside it changes pixels: a layer whose filters act pixel by pixel is drawn
    /// only there when it may be changing (and then not kept), other layers are drawn and
    /// filtered whole, as without a window.
    func drawLayer(_ layer: Layer, on surface: Surface, within region: PixelRect) {
        guard let plan = LayerPlan(layer, region: region, canvas: canvas) else { return }
        var clip: (edges: EdgeList, rule: WindingRule)?
        if let c = layer.clip {
            let edges = EdgeList(path: c.path, clip: plan.output, tolerance: PreparedCommand.flatteningTolerance)
            // An empty clip hides the whole layer.
            guard !edges.isEmpty else { return }
            clip = (edges, c.rule)
        }
        let pixels: LayerCache.Pixels
        if readsBackdrops, layer.content.readsBackdrop {
            // Its pixels depend on what lies behind it: drawn whole every time, never cached.
            var drawer = self
            drawer.backdropSources.append(surface)
            pixels = drawer.render(layer, plan: plan)
        } else if let cache = caches.layers {
            pixels = cachedPixels(layer, plan: plan, cache: cache)
        } else {
            pixels = render(layer, plan: plan)
        }
        // Seen through a projection, the buffer is first resampled into the target's space
        // (where the window asks, or whole); the clip, mask and blend then act there.
        var source = pixels.buffer
        var warped: Surface?
        if let projection = layer.projection {
            guard let inverse = projection.inverted else { return }
            let rows = window.map { plan.output.intersection($0) } ?? plan.output
            guard !rows.isEmpty else { return }
            let surface = caches.buffers.surface(plan.output, clearing: rows)
            ProjectiveWarp(source: pixels.buffer, inverse: inverse).warp(into: surface, within: rows, pool: pool)
            source = surface
            warped = surface
        }
        defer { if let warped { caches.buffers.release(warped) } }
        var compositor = LayerCompositor(
            source: source, region: plan.output, opacity: plan.opacity, blendMode: layer.blendMode, clip: clip,
            mask: pixels.mask.map { LayerCompositor.Mask(surface: $0, inverted: layer.mask?.mode == .inverseAlpha) })
        compositor.window = window
        compositor.composite(onto: surface, pool: pool)
    }

    /// The layer's buffers from `cache`, or drawn (and kept when worth it).
    private func cachedPixels(_ layer: Layer, plan: LayerPlan, cache: LayerCache) -> LayerCache.Pixels {
        let key = LayerCache.Key(layer, plan: plan, canvas: canvas)
        let pixels: LayerCache.Pixels
        if let cached = cache.pixels(for: key) {
            pixels = cached
        } else if let window, layer.projection == nil, plan.filters.allSatisfy(\.isPointwise) {
            // A layer seen for the first time (a layer in an earlier window of this redraw was
            // seen there) may be changing: only its pixels inside the window are drawn. One seen
            // before is drawn whole and kept: a still layer under the window is drawn again.
            let seenBefore =
                !earlierWindows.contains { !$0.intersection(plan.output).isEmpty } && cache.admits(key)
            pixels = seenBefore ? render(layer, plan: plan) : render(layer, plan: plan, inside: window)
            if seenBefore { cache.insert(pixels, for: key) }
        } else {
            pixels = render(layer, plan: plan)
            if cache.admits(key) { cache.insert(pixels, for: key) }
        }
        return pixels
    }

    /// The layer's content drawn and filtered in its offscreen buffer, and its mask drawn:
    /// whole, or only inside `window`. Drawn whole, its pixels do not depend on any window
    /// (blurs read around it, and the cache serves them to other frames). Inside a window (for
    /// a layer whose filters act pixel by pixel), the pixels there are those of the whole
    /// layer: fills are drawn with their coverage computed as without the window and nested
    /// layers composited inside it only; without filters only the window is cleared, and the
    /// buffer is undefined elsewhere.
    private func render(_ layer: Layer, plan: LayerPlan, inside window: PixelRect? = nil) -> LayerCache.Pixels {
        var drawer = self
        drawer.window = window
        return drawer.renderBuffers(layer, plan: plan)
    }

    private func renderBuffers(_ layer: Layer, plan: LayerPlan) -> LayerCache.Pixels {
        let buffer =
            if let window, plan.filters.isEmpty {
                caches.buffers.surface(plan.buffer, clearing: window)
            } else {
                caches.buffers.surface(plan.buffer)
            }
        draw(plan.commands, on: buffer, within: plan.content)
        let filters = FilterPass(pool: pool, caches: caches)
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
            let maskSurface = caches.buffers.surface(plan.mask)
            draw(m.content.commands, on: maskSurface, within: plan.mask)
            mask = maskSurface
        }
        return LayerCache.Pixels(buffer: buffer, mask: mask, pool: caches.buffers)
    }
}
