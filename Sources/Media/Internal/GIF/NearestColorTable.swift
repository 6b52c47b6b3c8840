/// Finds the nearest colour of a palette (squared RGB distance) for any 24-bit colour, remembering
/// recent answers.
///
/// A direct-mapped cache of 2¹⁸ entries (1.25 MiB) makes repeated colours a load and a compare; misses
/// search the palette exhaustively. It is cheap to build, so each local palette gets its own.
final class NearestColorTable {
    /// The palette as r, g, b triples.
    let palette: [Int32]
    /// The palette as opaque 0xAARRGGBB words.
    let packed: [UInt32]
    /// The median distance from a palette colour to its nearest neighbour, in levels (at least 1).
    let spacing: Int32
    private var keys: [UInt32]
    private var values: [UInt8]
    private static let cacheBits = 18

    /// A table for RGB triples (1...255 colours).
    init(rgb: [UInt8]) {
        palette = rgb.map(Int32.init)
        packed = stride(from: 0, to: rgb.count - 2, by: 3).map {
            0xFF00_0000 | UInt32(rgb[$0]) << 16 | UInt32(rgb[$0 + 1]) << 8 | UInt32(rgb[$0 + 2])
        }
        spacing = Self.medianSpacing(palette)
        // 0 is never a lookup key (keys are opaque colours), so it marks an empty slot.
        keys = [UInt32](repeating: 0, count: 1 << Self.cacheBits)
        values = [UInt8](repeating: 0, count: 1 << Self.cacheBits)
    }

    /// The index of the palette colour nearest to (r, g, b), each 0...255.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let key = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int((key &* 2_654_435_761) >> UInt32(32 - Self.cacheBits))
        if keys[slot] == key {
            return values[slot]
        }
        let index = search(r, g, b)
        keys[slot] = key
        values[slot] = index
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

    private func search(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        var best = 0
        var bestDistance = Int32.max
        palette.withUnsafeBufferPointer { colours in
            for index in 0..<(colours.count / 3) {
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
        return UInt8(best)
    }
}
