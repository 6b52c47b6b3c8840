@_implementationOnly import CJPEGWriter

/// Encodes opaque RGBA images as JPEG files in memory with libjpeg-turbo (`CJPEGWriter`).
struct JPEGEncoder {
    /// libjpeg's quality, 1–100.
    var quality: Int32

    /// The preview's frames while scrubbing and playing. Measured on the launch scene at 2.5 s,
    /// 1170×2532 (one core; PSNR against the frame itself):
    ///
    ///   | quality, chroma | bytes   | encode | PSNR    |
    ///   |-----------------|---------|--------|---------|
    ///   | 85, 4:4:4       | 180,068 | 18 ms  | 47.4 dB |
    ///   | 90, 4:4:4       | 217,409 | 18 ms  | 48.6 dB |
    ///   | 95, 4:4:4       | 323,723 | 20 ms  | 49.8 dB |
    ///   | 90, 4:2:0       | 160,339 | 12 ms  | 41.7 dB |
    ///
    /// A stored PNG of the same frame is 11.9 MB, which headless Chromium takes 120–330 ms to
    /// fetch over loopback and 100–200 ms to decode; this JPEG, 10 ms and 25 ms. 4:2:0 blurs the
    /// edges of coloured text; 4:4:4 at 90 is the knee of the curve.
    static let preview = JPEGEncoder(quality: 90)

    /// Encodes `height` rows of `width` RGBA pixels, `stride` bytes apart; alpha is ignored.
    func encode(_ rgba: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        guard let checkedWidth = UInt32(exactly: width), let checkedHeight = UInt32(exactly: height),
            width > 0, height > 0, width <= 65_500, height <= 65_500
        else {
            throw MediaError("invalid image size \(width)×\(height) for a JPEG image")
        }
        return try EncodedImage.bytes(format: "JPEG") { jpeg, count, reason, reasonSize in
            zoetrope_jpeg_encode(
                rgba.assumingMemoryBound(to: UInt8.self), checkedWidth, checkedHeight, stride, quality, jpeg,
                count, reason, reasonSize)
        }
    }
}
