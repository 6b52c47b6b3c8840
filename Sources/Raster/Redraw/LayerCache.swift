import Geometry
import Synchronization

/// Filtered layer buffers kept from one frame to the next, so that a layer drawn again with the
/// same content, filters and regions is composited straight from its earlier pixels instead of
/// being drawn and filtered again (in an animation, most layers do not change from frame to
/// frame: a button that is not pressed, a card whose shadow is still).
///
/// The pixels of a layer's buffer (and of its mask) are a function of the key alone — the
/// content, bounds, filters and mask, the canvas, and the regions the plan chose — so a hit
/// gives exactly the bytes drawing would give, whichever frame or thread drew them first.
/// Opacity, blend mode and clip act only when compositing, which always runs, so they are not
/// part of the key: a layer that fades keeps its buffer.
///
/// Entries are used least-recently first evicted once their bytes exceed `budget`. One cache
/// serves one render (see `RenderCaches`, which sets its budget), whose frames are drawn by
/// short-lived renderers on several threads at once; it is safe to use from any thread.
final class LayerCache: Sendable {
    /// What a layer's buffer and mask depend on.
    struct Key: Equatable {
        let content: DisplayList
        let bounds: Rect?
        let filters: [LayerFilter]
        let mask: DisplayList?
        let canvas: PixelRect
        let drawn: PixelRect
        let buffer: PixelRect
        let maskRect: PixelRect

        init(_ layer: Layer, plan: LayerPlan, canvas: PixelRect) {
            content = layer.content
            bounds = layer.bounds
            filters = layer.filters
            mask = layer.mask?.content
            self.canvas = canvas
            drawn = plan.content
            buffer = plan.buffer
            maskRect = plan.mask
        }

        /// Cheap to hash and compare: keys that differ here never need the full comparison.
        fileprivate var summary: Summary {
            Summary(
                buffer: buffer, drawn: drawn, maskRect: maskRect, commands: content.commands.count,
                filters: filters.count)
        }
    }

    fileprivate struct Summary: Hashable {
        let buffer: PixelRect
        let drawn: PixelRect
        let maskRect: PixelRect
        let commands: Int
        let filters: Int

        func hash(into hasher: inout Hasher) {
            for rect in [buffer, drawn, maskRect] {
                hasher.combine(rect.minX)
                hasher.combine(rect.minY)
                hasher.combine(rect.maxX)
                hasher.combine(rect.maxY)
            }
            hasher.combine(commands)
            hasher.combine(filters)
        }
    }

    /// A layer's filtered buffer and its mask (surfaces from `pool`), read-only once cached;
    /// returned to the pool with the last reference (an evicted entry may still be compositing
    /// elsewhere).
    final class Pixels: @unchecked Sendable {
        let buffer: Surface
        let mask: Surface?
        let pool: BufferPool

        init(buffer: Surface, mask: Surface?, pool: BufferPool) {
            self.buffer = buffer
            self.mask = mask
            self.pool = pool
        }

        var byteCount: Int { (buffer.rect.area + (mask?.rect.area ?? 0)) * 4 }

        deinit {
            pool.release(buffer)
            if let mask { pool.release(mask) }
        }
    }

    private struct Entry {
        let key: Key
        let pixels: Pixels
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Summary: [Entry]] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        /// Keys of layers drawn once and not kept, most recent last.
        var seen: [Key] = []
    }

    /// First sightings remembered by ``admits(_:)``: enough for the distinct layers of a busy
    /// screen, few enough to compare against on every miss.
    static let seenCapacity = 64

    /// Entries kept per summary (same regions, command and filter counts): enough for a stack
    /// of same-sized layers drawn at one place, few enough that a layer changing in place
    /// every frame (a colour animating) does not make each lookup compare against hundreds.
    static let entriesPerSummary = 16

    let budget: Int
    private let state = Mutex(State())

    init(budget: Int) { self.budget = budget }

    /// The pixels cached for `key`, if any.
    func pixels(for key: Key) -> Pixels? {
        let summary = key.summary
        return state.withLock { state in
            guard let index = state.entries[summary]?.firstIndex(where: { $0.key == key }) else { return nil }
            state.clock += 1
            state.hits += 1
            state.entries[summary]?[index].lastUse = state.clock
            return state.entries[summary]?[index].pixels
        }
    }

    /// Keeps `pixels` for `key`, evicting the least recently used entries beyond the budget.
    /// Pixels larger than a quarter of the budget are not kept.
    func insert(_ pixels: Pixels, for key: Key) {
        let bytes = pixels.byteCount
        guard bytes <= budget / 4 else { return }
        let summary = key.summary
        state.withLock { state in
            // Two frames drawing the same layer at once both miss; one copy is enough.
            if state.entries[summary]?.contains(where: { $0.key == key }) == true { return }
            state.clock += 1
            // Layers that change every frame in place (a colour animating, say) share a summary;
            // a few per summary keep lookups from comparing against all of them.
            if let list = state.entries[summary], list.count >= LayerCache.entriesPerSummary,
                let oldest = list.indices.min(by: { list[$0].lastUse < list[$1].lastUse })
            {
                state.bytes -= list[oldest].pixels.byteCount
                state.entries[summary]?.remove(at: oldest)
            }
            state.entries[summary, default: []].append(Entry(key: key, pixels: pixels, lastUse: state.clock))
            state.bytes += bytes
            while state.bytes > budget {
                var oldest: (summary: Summary, index: Int, lastUse: UInt64)?
                for (summary, list) in state.entries {
                    for (index, entry) in list.enumerated() where entry.lastUse < oldest?.lastUse ?? .max {
                        oldest = (summary, index, entry.lastUse)
                    }
                }
                guard let oldest, let evicted = state.entries[oldest.summary]?.remove(at: oldest.index) else { break }
                if state.entries[oldest.summary]?.isEmpty == true { state.entries[oldest.summary] = nil }
                state.bytes -= evicted.pixels.byteCount
            }
        }
    }

    /// Whether a layer just drawn for `key` is worth keeping: true when the same layer was drawn
    /// before without being kept. A layer whose content changes every frame (one that moves or
    /// scales) is never seen twice, so its buffer goes straight back to the pool, warm for the
    /// next frame, instead of filling the cache; a still layer is kept from its second drawing on.
    func admits(_ key: Key) -> Bool {
        let summary = key.summary
        return state.withLock { state in
            if let index = state.seen.firstIndex(where: { $0.summary == summary && $0 == key }) {
                state.seen.remove(at: index)
                return true
            }
            if state.seen.count >= LayerCache.seenCapacity { state.seen.removeFirst() }
            state.seen.append(key)
            return false
        }
    }

    /// Entries served since the cache was made or emptied (for tests).
    var hits: Int { state.withLock { $0.hits } }

    /// Drops every entry.
    func removeAll() {
        state.withLock { state in state = State() }
    }
}
