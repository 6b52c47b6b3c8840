import Synchronization

/// Large blocks of memory handed out again after use, so that layers drawn every frame do not
/// keep asking the system for fresh pages: the allocator returns big freed blocks to the
/// system, the kernel zeroes each new page on first touch, and page faults take a process-wide
/// lock, which makes frames drawn at once wait on each other. (Measured on a 614² shadow layer:
/// reading its alpha into a fresh plane took 1.1–1.6 ms, into a reused one 0.3 ms.)
///
/// Block sizes are rounded up to size classes (1, 1.25, 1.5 or 1.75 times a power of two, so at
/// most a fifth is unused) and a returned block serves the next request of its class. At most
/// `budget` bytes of returned blocks are kept; the rest go back to the system. One pool serves
/// one render (see `RenderCaches`, which sets its budget); it is safe to use from any thread.
final class BufferPool: Sendable {
    /// Smaller blocks come straight from the allocator, which reuses them well.
    static let minimumBytes = 1 << 16

    let budget: Int
    private let free = Mutex(FreeBlocks())

    private struct FreeBlocks {
        var blocks: [Int: [UncheckedSendable<UnsafeMutableRawPointer>]] = [:]
        var bytes = 0
    }

    init(budget: Int) { self.budget = budget }

    /// The blocks kept for reuse go back to the system with the pool (a process that renders
    /// many times, as the preview server does, would otherwise keep each render's).
    deinit {
        free.withLock { free in
            for blocks in free.blocks.values {
                for block in blocks { block.value.deallocate() }
            }
            free = FreeBlocks()
        }
    }

    /// The size class holding `bytes` (at least 1): the smallest m·2^e ≥ bytes with m in 4...8.
    static func sizeClass(_ bytes: Int) -> Int {
        guard bytes > 8 else { return Swift.max(1, bytes) }
        let shift = (Int.bitWidth - 1 - (bytes - 1).leadingZeroBitCount) - 2
        let steps = (bytes + (1 << shift) - 1) >> shift
        return steps << shift
    }

    /// A block of at least `bytes` bytes (contents undefined), aligned for any SIMD type; give it
    /// back with `release(_:bytes:)` and the same `bytes`.
    func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        let size = BufferPool.sizeClass(bytes)
        if size >= BufferPool.minimumBytes {
            let reused = free.withLock { free -> UnsafeMutableRawPointer? in
                guard let block = free.blocks[size]?.popLast() else { return nil }
                free.bytes -= size
                return block.value
            }
            if let reused { return reused }
        }
        return UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
    }

    /// Takes back a block from `allocate(bytes:)`.
    func release(_ block: UnsafeMutableRawPointer, bytes: Int) {
        let size = BufferPool.sizeClass(bytes)
        let kept =
            size >= BufferPool.minimumBytes
            && free.withLock { free in
                guard free.bytes + size <= budget else { return false }
                free.blocks[size, default: []].append(UncheckedSendable(block))
                free.bytes += size
                return true
            }
        if !kept { block.deallocate() }
    }

    /// A transparent surface covering `rect`; give it back with `release(_:)`.
    func surface(_ rect: PixelRect) -> Surface {
        surface(rect, clearing: rect)
    }

    /// A surface covering `rect` that is transparent inside `clearing` only (elsewhere its
    /// pixels are undefined: for drawing that reads and writes inside `clearing` alone); give it
    /// back with `release(_:)`.
    func surface(_ rect: PixelRect, clearing: PixelRect) -> Surface {
        let bytes = Swift.max(1, rect.area * 4)
        let pixels = allocate(bytes: bytes).bindMemory(to: UInt8.self, capacity: bytes)
        let surface = Surface(pixels: pixels, rect: rect)
        let cleared = clearing.intersection(rect)
        guard !cleared.isEmpty else { return surface }
        if cleared.minX == rect.minX, cleared.maxX == rect.maxX {
            surface.address(x: cleared.minX, y: cleared.minY).update(repeating: 0, count: cleared.area * 4)
        } else {
            for y in cleared.minY..<cleared.maxY {
                surface.address(x: cleared.minX, y: y).update(repeating: 0, count: cleared.width * 4)
            }
        }
        return surface
    }

    func release(_ surface: Surface) {
        release(UnsafeMutableRawPointer(surface.pixels), bytes: Swift.max(1, surface.rect.area * 4))
    }

    /// Room for `count` floats (contents undefined); give it back with `release(_:count:)`.
    func floats(_ count: Int) -> UnsafeMutablePointer<Float> {
        let count = Swift.max(1, count)
        return allocate(bytes: count * 4).bindMemory(to: Float.self, capacity: count)
    }

    func release(_ floats: UnsafeMutablePointer<Float>, count: Int) {
        release(UnsafeMutableRawPointer(floats), bytes: Swift.max(1, count) * 4)
    }
}
