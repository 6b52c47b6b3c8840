/// Encodes JPEG images (the preview's fast frames; no command writes JPEG files).
public enum JPEGFile {
    /// The JPEG file's bytes for opaque RGBA (`width * height * 4` bytes, rows top to bottom; alpha
    /// is ignored), at quality 90 without chroma subsampling (see `JPEGEncoder.preview`).
    public static func encode(opaqueRGBA: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        guard width > 0, height > 0, opaqueRGBA.count == width * height * 4 else {
            throw MediaError("cannot encode a JPEG image: got \(opaqueRGBA.count) bytes for \(width)×\(height)")
        }
        return try opaqueRGBA.withUnsafeBytes {
            try JPEGEncoder.preview.encode($0.baseAddress!, width: width, height: height, stride: width * 4)
        }
    }
}
