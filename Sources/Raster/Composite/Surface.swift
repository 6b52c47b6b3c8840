/// Premultiplied 8-bit RGBA pixels covering `rect` of the device plane: the canvas itself or a
/// layer's offscreen buffer. Workers share it and write disjoint rows or columns.
struct Surface: @unchecked Sendable {
    let pixels: UnsafeMutablePointer<UInt8>
    let rect: PixelRect
    /// Where drawing records the tiles it changes (the canvas only; offscreen layers record none).
    var damage: DamageRecorder? = nil

    var width: Int { rect.width }
    var height: Int { rect.height }

    /// The first byte of device pixel (`x`, `y`), which must lie inside `rect`.
    @inline(__always)
    func address(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + ((y - rect.minY) * rect.width + (x - rect.minX)) * 4
    }

    /// A new transparent surface; release it with `deallocate()`.
    static func allocate(_ rect: PixelRect) -> Surface {
        let count = Swift.max(1, rect.area * 4)
        let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        pixels.initialize(repeating: 0, count: count)
        return Surface(pixels: pixels, rect: rect)
    }

    func deallocate() { pixels.deallocate() }
}
