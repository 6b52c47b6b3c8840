/// Rasterizes display lists into pixel buffers. Work is split into fixed bands, rows and column
/// strips that run in parallel; the result does not depend on the thread count.
public struct Renderer: Sendable {
    public var threads: Int
    /// With one thread: where the renderer posts its parallel work for idle threads to share.
    public var helpers: HelpBoard?
    /// What the renderer keeps from frame to frame; the renderers drawing the frames of one
    /// render share it.
    public let caches: RenderCaches
    /// True for a ``plain()`` renderer.
    public let isPlain: Bool
    /// See `DisplayListDrawer.recolorsFills` (false: the reference, for tests).
    var recolorsFills = true

    /// `threads`: how many workers may run at once (at least 1); `helpers`: see ``helpers``;
    /// `caches`: the render's (by default, the renderer's own).
    public init(threads: Int, helpers: HelpBoard? = nil, caches: RenderCaches = RenderCaches()) {
        self.threads = max(1, threads)
        self.helpers = helpers
        self.caches = caches
        isPlain = false
    }

    /// The reference renderer: every list is drawn in full, on the calling thread (whatever
    /// ``threads`` and ``helpers`` say), and nothing is kept from one frame to the next — no
    /// cached layers or shadow planes, no pooled memory; ``redraw(_:showing:as:over:damage:)``
    /// declines and ``render(_:onto:recording:)`` marks every tile. It gives the bytes every
    /// other renderer gives, more slowly, so that a pixel that differs between the two modes
    /// points at redrawing, caching or threads.
    public static func plain() -> Renderer {
        Renderer(threads: 1, caches: .disabled(), isPlain: true)
    }

    private init(threads: Int, caches: RenderCaches, isPlain: Bool) {
        self.threads = threads
        self.caches = caches
        self.isPlain = isPlain
    }

    /// Forgets the filtered layers and shadow planes kept from earlier frames (see
    /// ``RenderCaches/removeAll()``).
    public func discardCachedLayers() {
        caches.removeAll()
    }

    /// The drawer of a list onto `canvas`.
    private func makeDrawer(on canvas: PixelRect, for commands: [DrawCommand]) -> DisplayListDrawer {
        let pool = isPlain ? WorkPool(threads: 1) : WorkPool(threads: threads, helpers: helpers)
        var drawer = DisplayListDrawer(pool: pool, caches: caches, canvas: canvas)
        drawer.readsBackdrops = DisplayList(commands: commands).readsBackdrop
        drawer.recolorsFills = recolorsFills
        return drawer
    }

    /// Draws `list` back to front over `background` on a `width`×`height` canvas (device
    /// pixels) and returns the premultiplied RGBA result. Uses at most `threads` workers.
    public func render(_ list: DisplayList, width: Int, height: Int, background: RGBAColor = .clear) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, fill: background)
        render(list, onto: &buffer)
        return buffer
    }

    /// Draws `list` back to front over what `buffer` already holds. Drawing a list in two parts,
    /// the second onto the result of the first, gives the same pixels as drawing it at once.
    public func render(_ list: DisplayList, onto buffer: inout PixelBuffer) {
        let canvas = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        guard !canvas.isEmpty, !list.commands.isEmpty else { return }
        buffer.bytes.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            let drawer = makeDrawer(on: canvas, for: list.commands)
            drawer.draw(list.commands, on: Surface(pixels: base, rect: canvas), within: canvas)
        }
    }

    /// Draws `list` over what `buffer` holds, as ``render(_:onto:)``, and marks in `damage`
    /// (which must have the buffer's size) every tile whose pixels the drawing changed.
    public func render(_ list: DisplayList, onto buffer: inout PixelBuffer, recording damage: inout DamageMask) {
        let canvas = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        guard !canvas.isEmpty, !list.commands.isEmpty else { return }
        guard damage.width == buffer.width, damage.height == buffer.height, !isPlain else {
            // A mask of another size cannot say what changed: everything may have. The plain
            // mode tracks nothing: every tile may have changed.
            damage = DamageMask(width: buffer.width, height: buffer.height)
            damage.markAll()
            render(list, onto: &buffer)
            return
        }
        draw(list.commands, onto: &buffer, recording: &damage, window: nil)
    }

    /// Draws `commands` over `buffer` (changing only pixels inside `window`, when given, after
    /// `earlierWindows` of the same redraw) and marks the tiles drawn on in `damage`, which has
    /// the buffer's size.
    func draw(
        _ commands: [DrawCommand], onto buffer: inout PixelBuffer, recording damage: inout DamageMask,
        window: PixelRect?, earlierWindows: [PixelRect] = []
    ) {
        let canvas = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let columns = damage.columns
        let rows = damage.rows
        buffer.bytes.withUnsafeMutableBufferPointer { storage in
            damage.tiles.withUnsafeMutableBufferPointer { tiles in
                guard let pixels = storage.baseAddress, let tileBase = tiles.baseAddress else { return }
                var drawer = makeDrawer(on: canvas, for: commands)
                drawer.window = window
                drawer.earlierWindows = earlierWindows
                let recorder = DamageRecorder(tiles: tileBase, columns: columns, rows: rows)
                drawer.draw(commands, on: Surface(pixels: pixels, rect: canvas, damage: recorder), within: canvas)
            }
        }
    }
}
