/// Counts colours in 7-bit-per-channel cells (2×2×2 levels), keeping each cell's exact mean colour.
///
/// Measured on the launch scene without dithering: 5-bit cells gave SSIM 0.9853, 6-bit 0.9930 and 7-bit
/// 0.9950; the cells' counts and sums take 64 MiB while a GIF's palette is being fitted.
struct ColorHistogram {
    static let bits = 7
    static let cellCount = 1 << (3 * bits)

    private var counts = [UInt64](repeating: 0, count: cellCount)
    private var sums = [UInt64](repeating: 0, count: cellCount * 3)

    /// One weighted colour: a cell's mean and how many pixels fell in it.
    struct Entry {
        var red: Double
        var green: Double
        var blue: Double
        var weight: Double
    }

    /// Adds an opaque 0xAARRGGBB colour `weight` times.
    @inline(__always)
    mutating func add(_ pixel: UInt32, weight: UInt64) {
        let r = (pixel >> 16) & 0xFF
        let g = (pixel >> 8) & 0xFF
        let b = pixel & 0xFF
        let shift = UInt32(8 - Self.bits)
        let cell = Int((r >> shift) << UInt32(2 * Self.bits) | (g >> shift) << UInt32(Self.bits) | (b >> shift))
        counts[cell] &+= weight
        sums[cell * 3] &+= weight &* UInt64(r)
        sums[cell * 3 + 1] &+= weight &* UInt64(g)
        sums[cell * 3 + 2] &+= weight &* UInt64(b)
    }

    /// The non-empty cells.
    var entries: [Entry] {
        var result: [Entry] = []
        for cell in 0..<Self.cellCount where counts[cell] > 0 {
            let weight = Double(counts[cell])
            result.append(
                Entry(
                    red: Double(sums[cell * 3]) / weight, green: Double(sums[cell * 3 + 1]) / weight,
                    blue: Double(sums[cell * 3 + 2]) / weight, weight: weight))
        }
        return result
    }
}
