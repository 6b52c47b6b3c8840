/// Turns premultiplied RGBA into the colours a GIF shows: packed 0xAARRGGBB words whose alpha is 0 or 255.
enum SourcePixels {
    /// Marks a pixel no source can produce (alpha is always 0 or 255, and transparent pixels are all 0).
    static let impossible: UInt32 = 0x0101_0101

    /// Writes `count` pixels into `output`. Without alpha, colours are premultiplied over black and opaque;
    /// with alpha, pixels under half opacity become 0 (transparent) and the others are unpremultiplied.
    static func convert(
        _ rgba: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt32>, count: Int, keepsAlpha: Bool
    ) {
        for index in 0..<count {
            let r = UInt32(rgba[index * 4])
            let g = UInt32(rgba[index * 4 + 1])
            let b = UInt32(rgba[index * 4 + 2])
            let a = UInt32(rgba[index * 4 + 3])
            if !keepsAlpha || a == 255 {
                output[index] = 0xFF00_0000 | r << 16 | g << 8 | b
            } else if a < 128 {
                output[index] = 0
            } else {
                let ur = min((r * 255 + a / 2) / a, 255)
                let ug = min((g * 255 + a / 2) / a, 255)
                let ub = min((b * 255 + a / 2) / a, 255)
                output[index] = 0xFF00_0000 | ur << 16 | ug << 8 | ub
            }
        }
    }
}
