/// Writes PNG images.
public enum PNGFile {
    /// Encodes premultiplied RGBA (un-premultiplied for the file) into an RGBA PNG with libpng;
    /// temp file + rename.
    ///
    /// - Parameters:
    ///   - premultipliedRGBA: `width * height * 4` bytes, rows top to bottom.
    ///   - path: the file to create or replace; it appears only once completely written.
    public static func write(premultipliedRGBA: [UInt8], width: Int, height: Int, to path: String) throws {
        let writer: PNGSequenceWriter
        do {
            writer = try PNGSequenceWriter(width: width, height: height, threads: 1)
        } catch {
            throw MediaError(.write, path, "\(error)")
        }
        try writer.append(premultipliedRGBA: premultipliedRGBA, to: path)
        try writer.finish()
    }

    /// The PNG file's bytes for premultiplied RGBA (`width * height * 4` bytes, rows top to bottom),
    /// encoded as `write` does, or stored without compression (five times the bytes, a tenth of
    /// the time).
    public static func encode(
        premultipliedRGBA: [UInt8], width: Int, height: Int, compressed: Bool = true
    ) throws -> [UInt8] {
        guard width > 0, height > 0, premultipliedRGBA.count == width * height * 4 else {
            throw MediaError("cannot encode a PNG image: got \(premultipliedRGBA.count) bytes for \(width)×\(height)")
        }
        return try Premultiplication.unpremultiplied(premultipliedRGBA).withUnsafeBytes {
            try (compressed ? PNGEncoder.standard : .stored).encode(
                $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
    }
}
