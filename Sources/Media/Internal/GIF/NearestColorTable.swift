/// Finds the nearest colour of a palette (squared RGB distance) for any 24-bit colour, remembering
/// recent answers.
///
/// A direct-mapped cache of 2¹⁸ entries (1 MiB) makes repeated colours a load and a compare. A miss
/// searches only the palette colours that can be nearest to anything in its 16×16×16-level cell of the
/// colour cube, listed when the cell is first met: a handful instead of all 255, with exactly the answer
/// of an exhaustive search (the lowest index among equally near colours). It is cheap to build, so each
/// local palette gets its own.
final class NearestColorTable {
    /// The palette as r, g, b triples.
    let palette: [Int32]
    /// The palette as opaque 0xAARRGGBB words.
    let packed: [UInt32]
    /// The median distance from a palette colour to its nearest neighbour, in levels (at least 1).
    let spacing: Int32
    /// The cache: per slot, the colour last looked up there and its answer, as 0xRRGGBBII in one word so
    /// a lookup touches one cache line; `empty` (an index of 255, which no palette has) when unused.
    /// Raw memory, so lookups in the quantizer's inner loop cost no exclusivity or bounds checks.
    private let cache: UnsafeMutablePointer<UInt32>
    private static let empty: UInt32 = 0xFFFF_FFFF
    private static let cacheBits = 18
    private static let cacheSize = 1 << cacheBits
    /// Per cell of the colour cube, where its candidates start in `candidates`, or -1 until listed.
    private var cellStart: [Int32]
    /// Per cell, how many candidates it has.
    private var cellCount: [UInt16]
    /// The cells' candidate lists, each in palette order.
    private var candidates: [UInt8] = []
    private static let cellBits = 4
    private static let cellsPerSide = 1 << (8 - cellBits)

    /// A table for RGB triples (1...255 colours).
    init(rgb: [UInt8]) {
        palette = rgb.map(Int32.init)
        packed = stride(from: 0, to: rgb.count - 2, by: 3).map {
            0xFF00_0000 | UInt32(rgb[$0]) << 16 | UInt32(rgb[$0 + 1]) << 8 | UInt32(rgb[$0 + 2])
        }
        spacing = Self.medianSpacing(palette)
        cache = .allocate(capacity: Self.cacheSize)
        cache.initialize(repeating: Self.empty, count: Self.cacheSize)
        let cells = Self.cellsPerSide * Self.cellsPerSide * Self.cellsPerSide
        cellStart = [Int32](repeating: -1, count: cells)
        cellCount = [UInt16](repeating: 0, count: cells)
    }

    deinit {
        cache.deallocate()
    }

    /// The index of the palette colour nearest to (r, g, b), each 0...255.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let colour = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int((colour &* 2_654_435_761) >> UInt32(32 - Self.cacheBits))
        let entry = cache[slot]
        if entry >> 8 == colour, entry != Self.empty {
            return UInt8(truncatingIfNeeded: entry)
        }
        let index = search(r, g, b)
        cache[slot] = colour << 8 | UInt32(index)
        return index
    }

    /// The squared distance from (r, g, b) to palette colour `index`.
    @inline(__always)
    func distance(_ r: Int32, _ g: Int32, _ b: Int32, to index: UInt8) -> Int32 {
        let base = Int(index) * 3
        let dr = r - palette[base]
        let dg = g - palette[base + 1]
        let db = b - palette[base + 2]
        return dr * dr + dg * dg + db * db
    }

    private static func medianSpacing(_ colours: [Int32]) -> Int32 {
        let count = colours.count / 3
        guard count > 1 else { return 1 }
        var nearest: [Int32] = []
        for a in 0..<count {
            var best = Int32.max
            for b in 0..<count where b != a {
                let dr = colours[a * 3] - colours[b * 3]
                let dg = colours[a * 3 + 1] - colours[b * 3 + 1]
                let db = colours[a * 3 + 2] - colours[b * 3 + 2]
                best = min(best, dr * dr + dg * dg + db * db)
            }
            nearest.append(best)
        }
        nearest.sort()
        return max(1, Int32(Double(nearest[count / 2]).squareRoot().rounded()))
    }

    /// The nearest palette colour, found among the candidates of (r, g, b)'s cell.
    private func search(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let shift = Int32(Self.cellBits)
        let side = Self.cellsPerSide
        let cell = (Int(r >> shift) * side + Int(g >> shift)) * side + Int(b >> shift)
        if cellStart[cell] < 0 { listCandidates(cell) }
        let start = Int(cellStart[cell])
        let end = start + Int(cellCount[cell])
        var best = 0
        var bestDistance = Int32.max
        palette.withUnsafeBufferPointer { colours in
            candidates.withUnsafeBufferPointer { candidates in
                for position in start..<end {
                    let index = Int(candidates[position])
                    let dr = r - colours[index * 3]
                    let dg = g - colours[index * 3 + 1]
                    let db = b - colours[index * 3 + 2]
                    let distance = dr * dr + dg * dg + db * db
                    if distance < bestDistance {
                        bestDistance = distance
                        best = index
                    }
                }
            }
        }
        return UInt8(best)
    }

    /// Lists, in palette order, the colours that can be nearest to some colour in `cell`: those whose
    /// nearest approach to the cell is no farther than the farthest point of the cell from the colour
    /// that is best in the worst case. The nearest colour to any point of the cell, and every colour as
    /// near, is then on the list.
    private func listCandidates(_ cell: Int) {
        let side = Self.cellsPerSide
        let size = Int32(1 << Self.cellBits)
        let low = (
            Int32(cell / (side * side)) * size, Int32(cell / side % side) * size, Int32(cell % side) * size
        )
        let high = (low.0 + size - 1, low.1 + size - 1, low.2 + size - 1)
        func nearest(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 {
            value < low ? low - value : value > high ? value - high : 0
        }
        func farthest(_ value: Int32, _ low: Int32, _ high: Int32) -> Int32 {
            max(abs(value - low), abs(value - high))
        }
        let count = palette.count / 3
        var closest = [Int32](repeating: 0, count: count)
        var worstCase = Int32.max
        for index in 0..<count {
            let (r, g, b) = (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2])
            let (nr, ng, nb) = (nearest(r, low.0, high.0), nearest(g, low.1, high.1), nearest(b, low.2, high.2))
            closest[index] = nr * nr + ng * ng + nb * nb
            let (fr, fg, fb) = (farthest(r, low.0, high.0), farthest(g, low.1, high.1), farthest(b, low.2, high.2))
            worstCase = min(worstCase, fr * fr + fg * fg + fb * fb)
        }
        cellStart[cell] = Int32(candidates.count)
        for index in 0..<count where closest[index] <= worstCase { candidates.append(UInt8(index)) }
        cellCount[cell] = UInt16(candidates.count - Int(cellStart[cell]))
    }
}
