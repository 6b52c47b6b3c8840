/// Counts colours in 6-bit-per-channel cells, keeping each cell's exact mean colour.
struct ColorHistogram {
    static let bits = 6
    static let cellCount = 1 << (3 * bits)

    private var counts = [Double](repeating: 0, count: cellCount)
    private var sums = [Double](repeating: 0, count: cellCount * 3)

    /// One weighted colour: a cell's mean and how many pixels fell in it.
    struct Entry {
        var red: Double
        var green: Double
        var blue: Double
        var weight: Double
    }

    /// Adds an opaque 0xAARRGGBB colour with `weight`.
    @inline(__always)
    mutating func add(_ pixel: UInt32, weight: Double) {
        let r = (pixel >> 16) & 0xFF
        let g = (pixel >> 8) & 0xFF
        let b = pixel & 0xFF
        let shift = UInt32(8 - Self.bits)
        let cell = Int((r >> shift) << UInt32(2 * Self.bits) | (g >> shift) << UInt32(Self.bits) | (b >> shift))
        counts[cell] += weight
        sums[cell * 3] += weight * Double(r)
        sums[cell * 3 + 1] += weight * Double(g)
        sums[cell * 3 + 2] += weight * Double(b)
    }

    /// The non-empty cells.
    var entries: [Entry] {
        var result: [Entry] = []
        for cell in 0..<Self.cellCount where counts[cell] > 0 {
            let weight = counts[cell]
            result.append(
                Entry(
                    red: sums[cell * 3] / weight, green: sums[cell * 3 + 1] / weight, blue: sums[cell * 3 + 2] / weight,
                    weight: weight))
        }
        return result
    }
}
