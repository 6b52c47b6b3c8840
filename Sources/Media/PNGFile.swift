/// Writes PNG images.
public enum PNGFile {
    /// Encodes premultiplied RGBA (un-premultiplied for the file) with libavcodec's PNG encoder into an RGBA PNG;
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
            throw MediaError("cannot write \(path): \(error)")
        }
        try writer.append(premultipliedRGBA: premultipliedRGBA, to: path)
        try writer.finish()
    }
}
