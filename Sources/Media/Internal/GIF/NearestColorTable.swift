/// Finds the nearest palette colour (squared RGB distance) for any 24-bit colour, remembering answers.
///
/// A full 2²⁴ memo (16 MiB plus a 2 MiB "known" bitmap) makes repeated colours a single load; misses
/// search the palette exhaustively.
final class NearestColorTable {
    let palette: [Int32]
    /// The median distance from a palette colour to its nearest neighbour, in levels (at least 1).
    let spacing: Int32
    private var memo: [UInt8]
    private var known: [UInt64]

    init(palette: GIFPalette) {
        var colours: [Int32] = []
        for index in 0..<palette.count {
            colours.append(Int32(palette.rgb[index * 3]))
            colours.append(Int32(palette.rgb[index * 3 + 1]))
            colours.append(Int32(palette.rgb[index * 3 + 2]))
        }
        self.palette = colours
        spacing = Self.medianSpacing(colours)
        memo = [UInt8](repeating: 0, count: 1 << 24)
        known = [UInt64](repeating: 0, count: (1 << 24) / 64)
    }

    /// The index of the palette colour nearest to (r, g, b), each 0...255.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let key = Int(r << 16 | g << 8 | b)
        let bit = UInt64(1) << UInt64(key & 63)
        if known[key >> 6] & bit != 0 {
            return memo[key]
        }
        let index = search(r, g, b)
        memo[key] = index
        known[key >> 6] |= bit
        return index
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
