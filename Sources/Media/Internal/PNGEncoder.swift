@_implementationOnly import CPNGWriter

/// Encodes RGBA images as PNG files in memory with libpng (`CPNGWriter`).
struct PNGEncoder {
    /// zlib's compression level, 0–9.
    var level: Int32
    /// libpng's row filters (`PNG_FILTER_*` bits); several let libpng choose the best per row.
    var filters: Int32

    /// What `zoetrope frame`, posters, sheets and image sequences write: zlib level 1, the Up
    /// filter. Measured on the launch scene at 2.5 s (one core, best of 3), bytes and time:
    ///
    ///   | filter / level | 1170×2532          | 390×844          |
    ///   |----------------|--------------------|------------------|
    ///   | none, 1        | 2,882,777   131 ms | 324,710    16 ms |
    ///   | Up, 1          | 2,548,992   138 ms | 202,133    13 ms |
    ///   | Paeth, 1       | 2,767,234   184 ms | 219,844    19 ms |
    ///   | all five, 1    | 2,546,985   238 ms | 202,483    23 ms |
    ///   | all five, 6    | 1,680,479 1,180 ms |                  |
    ///   | all five, 9    | 1,428,117  17.4 s  |                  |
    ///
    /// libavcodec's PNG encoder, used before, wrote 206,523 bytes at 390×844. Up at level 1 is
    /// within 0.1 % of the best level-1 size at 58 % of its time; higher levels cost 8× the time
    /// for a third fewer bytes (a frame's dithered gradients leave zlib little to find).
    static let standard = PNGEncoder(level: 1, filters: 0x20)

    /// Stored, not compressed (zlib level 0, no filter): 11.9 MB at 1170×2532 in 14 ms instead of
    /// 2.5 MB in 138 ms, for a preview on the same machine, where bytes cost less than time.
    static let stored = PNGEncoder(level: 0, filters: 0x08)

    /// Encodes `height` rows of `width` straight-alpha RGBA pixels, `stride` bytes apart.
    func encode(_ rgba: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard let checkedWidth = UInt32(exactly: width), let checkedHeight = UInt32(exactly: height),
            width > 0, height > 0
        else {
            throw MediaError("invalid image size \(width)×\(height)")
        }
        return try EncodedImage.bytes(format: "PNG") { png, count, reason, reasonSize in
            zoetrope_png_encode(
                rgba.assumingMemoryBound(to: UInt8.self), checkedWidth, checkedHeight, stride, level, filters,
                png, count, reason, reasonSize)
        }
    }
}
