import Synchronization

/// Blurred alpha planes of shadows, kept so that another shadow of the same alpha uses them
/// instead of reducing and blurring again: neumorphic designs cast a light and a dark shadow
/// from one shape, and differ only in colour and offset, which act after the blur.
///
/// A plane is a function of its key: the alpha the layer's content draws (as
/// `DisplayList.alphaOnly`), where it is read, the cells the plane covers and the blur. Only
/// the most recent planes are kept (a pair of shadows is drawn one after the other). One cache
/// serves one render (see `RenderCaches`, which sets its capacity); it is safe to use from any
/// thread.
final class ShadowPlaneCache: Sendable {
    /// What a blurred plane depends on.
    struct Key: Equatable {
        /// The content's alpha, drawn in device pixels.
        let alpha: DisplayList
        /// The pixels read (the surface is transparent elsewhere).
        let live: PixelRect
        /// The plane cells held.
        let cells: PixelRect
        let blur: GaussianBlur?
    }

    /// A blurred plane of `count` floats from `pool`, read-only once cached; returned to the
    /// pool with the last reference.
    final class Plane: @unchecked Sendable {
        let values: UnsafeMutablePointer<Float>
        let count: Int
        let pool: BufferPool

        init(count: Int, pool: BufferPool) {
            self.count = count
            self.pool = pool
            values = pool.floats(count)
        }

        deinit { pool.release(values, count: count) }
    }

    private struct Entry {
        let key: Key
        let plane: Plane
    }

    let capacity: Int
    /// Planes larger than this many bytes are not kept.
    let maximumBytes: Int
    private struct State {
        /// Most recent last.
        var entries: [Entry] = []
        var hits = 0
    }

    private let state = Mutex(State())

    init(capacity: Int, maximumBytes: Int) {
        self.capacity = capacity
        self.maximumBytes = maximumBytes
    }

    /// The plane kept for `key`, if any.
    func plane(for key: Key) -> Plane? {
        state.withLock { state in
            guard let index = state.entries.lastIndex(where: { $0.key == key }) else { return nil }
            let entry = state.entries.remove(at: index)
            state.entries.append(entry)
            state.hits += 1
            return entry.plane
        }
    }

    /// Keeps `plane` for `key`, dropping the least recently used beyond the capacity.
    func insert(_ plane: Plane, for key: Key) {
        guard plane.count * 4 <= maximumBytes else { return }
        state.withLock { state in
            guard !state.entries.contains(where: { $0.key == key }) else { return }
            state.entries.append(Entry(key: key, plane: plane))
            if state.entries.count > capacity { state.entries.removeFirst(state.entries.count - capacity) }
        }
    }

    /// Planes served since the cache was made or emptied (for tests).
    var hits: Int { state.withLock { $0.hits } }

    /// Drops every plane.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
