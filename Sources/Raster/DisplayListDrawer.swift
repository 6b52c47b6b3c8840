import Geometry

/// Draws display lists onto surfaces. A run of consecutive fills is drawn band by band in
/// parallel; a layer is drawn recursively into its own offscreen surface, filtered and
/// composited (see `DisplayListDrawer+Layer.swift`). Work items are fixed by the regions drawn,
/// never by the thread count, so the pixels are the same for any number of threads.
struct DisplayListDrawer {
    /// Rows per band of fills. Any band height gives the same pixels (coverage of a row depends
    /// only on that row); 32 rows keep a band's accumulation buffer in cache.
    static let bandHeight = 32

    let pool: WorkPool
    /// What the render keeps between frames: layer buffers, shadow planes, memory.
    let caches: RenderCaches
    /// The root canvas (limits how far off-canvas layers reach).
    let canvas: PixelRect
    /// When set, only pixels inside it change, and they come out as if the whole list were drawn:
    /// a fill's coverage is computed as without it, a layer is drawn and filtered whole (or taken
    /// from the cache) and only its composite is cut to the window.
    var window: PixelRect? = nil
    /// The windows drawn before `window` in the same redraw (see `drawLayer`).
    var earlierWindows: [PixelRect] = []
    /// True when the list drawn holds a backdrop (see `DisplayList.readsBackdrop`): only then
    /// do layers look for backdrops in their content.
    var readsBackdrops = false
    /// The surfaces of the layers being drawn, outermost first, over which a backdrop inside
    /// them sees what lies behind it (kept only when `readsBackdrops`).
    var backdropSources: [Surface] = []
    /// True when a layer that only recolours one fill is drawn as that fill recoloured
    /// (`RecoloredFill`); false draws it offscreen as any layer (the reference it is tested
    /// against).
    var recolorsFills = true

    /// Draws `commands` back to front onto `surface`, changing only pixels inside `region`
    /// (which lies inside the surface).
    func draw(_ commands: [DrawCommand], on surface: Surface, within region: PixelRect) {
        guard !region.isEmpty else { return }
        var runStart = 0
        for (index, command) in commands.enumerated() {
            let layer: Layer
            switch command {
            case .fill: continue
            case .layer(let l):
                // Drawn with the fills around it.
                if recolorsFills, RecoloredFill(l) != nil { continue }
                layer = l
            case .backdrop(let backdrop):
                drawFills(commands[runStart..<index], on: surface, within: region)
                runStart = index + 1
                drawBackdrop(backdrop, on: surface, within: region)
                continue
            }
            drawFills(commands[runStart..<index], on: surface, within: region)
            runStart = index + 1
            // A layer changes pixels only inside its extent.
            var changed = LayerPlan.extent(of: layer).intersection(region)
            if let window { changed = changed.intersection(window) }
            // Outside the window a layer's pixels are drawn already.
            guard !changed.isEmpty else { continue }
            surface.damage?.mark(changed)
            drawLayer(layer, on: surface, within: region)
        }
        drawFills(commands[runStart...], on: surface, within: region)
    }

    /// Draws consecutive fills (and layers drawn as recoloured fills): prepared in parallel
    /// (keeping their order), then painted band by band.
    private func drawFills(_ run: ArraySlice<DrawCommand>, on surface: Surface, within region: PixelRect) {
        guard !run.isEmpty else { return }
        var fills = Array(run)
        if let window {
            // Fills that cannot reach the window change none of its pixels: not even prepared.
            fills.removeAll { $0.extent.intersection(window).isEmpty }
            guard !fills.isEmpty else { return }
        }
        var prepared = [PreparedCommand?](repeating: nil, count: fills.count)
        prepared.withUnsafeMutableBufferPointer { slots in
            guard let slots = slots.baseAddress else { return }
            let output = UncheckedSendable(slots)
            pool.run(fills.count) { i in
                switch fills[i] {
                case .fill(let path, let rule, let paint, let multiply):
                    output.value[i] = PreparedCommand(
                        path: path, rule: rule, paint: paint, multiply: multiply, clip: region)
                case .layer(let layer):
                    output.value[i] = RecoloredFill(layer)?.prepared(clip: region)
                case .backdrop:
                    return
                }
            }
        }
        let commands = prepared.compactMap { $0 }
        guard var top = commands.map(\.edges.minY).min(), var bottom = commands.map(\.edges.maxY).max() else {
            return
        }
        if let window {
            top = Swift.max(top, window.minY)
            bottom = Swift.min(bottom, window.maxY)
            guard top < bottom else { return }
        }
        // Bands start on multiples of the band height (relative to the surface), so each marks
        // its own rows of damage tiles.
        let bandHeight = DisplayListDrawer.bandHeight
        let first = surface.rect.minY + (top - surface.rect.minY) / bandHeight * bandHeight
        let bands = (bottom - first + bandHeight - 1) / bandHeight
        pool.run(bands, makeWorker: { BandPainter(surface: surface, commands: commands, columns: window) }) {
            painter, band in
            let y0 = Swift.max(top, first + band * bandHeight)
            painter.render(rows: y0..<Swift.min(bottom, first + (band + 1) * bandHeight))
        }
    }
}
