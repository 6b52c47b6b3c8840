/// Turns premultiplied RGBA into the colours a GIF shows: packed 0xAARRGGBB words whose alpha is 0 or 255.
enum SourcePixels {
    /// Marks a pixel no source can produce (alpha is always 0 or 255, and transparent pixels are all 0).
    static let impossible: UInt32 = 0x0101_0101

    /// The colour of one premultiplied RGBA pixel read as a little-endian word (red in the low byte).
    /// Without alpha, colours are premultiplied over black and opaque; with alpha, pixels under half
    /// opacity become 0 (transparent) and the others are unpremultiplied.
    @inline(__always)
    static func color(_ word: UInt32, keepsAlpha: Bool) -> UInt32 {
        let r = word & 0xFF
        let g = (word >> 8) & 0xFF
        let b = (word >> 16) & 0xFF
        let a = word >> 24
        if !keepsAlpha || a == 255 {
            return 0xFF00_0000 | r << 16 | g << 8 | b
        } else if a < 128 {
            return 0
        }
        let ur = min((r * 255 + a / 2) / a, 255)
        let ug = min((g * 255 + a / 2) / a, 255)
        let ub = min((b * 255 + a / 2) / a, 255)
        return 0xFF00_0000 | ur << 16 | ug << 8 | ub
    }

    /// The premultiplied RGBA pixel `index` of `rgba` as a little-endian word.
    @inline(__always)
    static func word(_ rgba: UnsafeRawPointer, _ index: Int) -> UInt32 {
        UInt32(littleEndian: rgba.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
    }

    /// Writes the colours of `count` pixels from `rgba` into `output`.
    static func convert(
        _ rgba: UnsafeRawPointer, into output: UnsafeMutablePointer<UInt32>, count: Int, keepsAlpha: Bool
    ) {
        if keepsAlpha {
            for index in 0..<count { output[index] = color(word(rgba, index), keepsAlpha: true) }
        } else {
            // Opaque: swap red and blue and set alpha, in a loop the compiler vectorizes.
            for index in 0..<count {
                let word = word(rgba, index)
                output[index] = 0xFF00_0000 | (word & 0xFF) << 16 | (word & 0xFF00) | (word >> 16) & 0xFF
            }
        }
    }
}
