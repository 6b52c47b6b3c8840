/// What one render keeps from frame to frame: filtered layer buffers (`LayerCache`), blurred
/// shadow planes (`ShadowPlaneCache`) and freed blocks of memory (`BufferPool`).
///
/// A render makes one and hands it to every ``Renderer`` that draws its frames (in the facade,
/// `SceneRenderer` makes one when a scene is loaded, and its frame workers, which draw several
/// frames at once, share it); it is safe to use from any thread. Two renders in one process each
/// have their own, so neither is served the other's layers nor keeps the other's memory alive,
/// and all of it goes when the last renderer holding it does. What is kept changes only the time
/// frames take, never their pixels.
public final class RenderCaches: Sendable {
    /// Nil when nothing is kept (``disabled()``).
    let layers: LayerCache?
    let shadowPlanes: ShadowPlaneCache?
    let buffers: BufferPool

    /// The caches of one render, with the budgets measured on the seed scenes (each is one
    /// render's: two renders at once keep up to twice as much).
    public convenience init() {
        self.init(
            // 24 MB holds the still layers of a busy phone-sized screen (a 600 px card with a
            // wide shadow takes 1.5 MB): the seed scenes were no faster with 32 or 64 MB, and
            // 24 MB keeps a 2-thread render of the neumorphic seed under 400 MB (394 MB, against
            // 402 MB with 32).
            layers: LayerCache(budget: 24 << 20),
            // The shadow pairs of two frames drawn at once, planes of up to 1024×1024 cells
            // (16 MB at most).
            shadowPlanes: ShadowPlaneCache(capacity: 4, maximumBytes: 4 << 20),
            // The buffers and planes of a few animated phone-sized layers fit (32 MB was no
            // faster on the seed scenes).
            buffers: BufferPool(budget: 16 << 20))
    }

    init(layers: LayerCache?, shadowPlanes: ShadowPlaneCache?, buffers: BufferPool) {
        self.layers = layers
        self.shadowPlanes = shadowPlanes
        self.buffers = buffers
    }

    /// Caches that keep nothing, for the plain mode (``Renderer/plain()``): every layer and shadow
    /// is drawn and filtered again, and every buffer comes from the allocator and goes back to it.
    public static func disabled() -> RenderCaches {
        RenderCaches(layers: nil, shadowPlanes: nil, buffers: BufferPool(budget: 0))
    }

    /// Forgets the filtered layers and shadow planes kept from earlier frames, so that the next
    /// frames are drawn as the first frames of a new render are. Pixels do not change; only the
    /// time to draw them does. (Freed memory is kept: it holds no pixels anyone reads.)
    public func removeAll() {
        layers?.removeAll()
        shadowPlanes?.removeAll()
    }
}
