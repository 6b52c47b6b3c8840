/// Reads still images.
public enum ImageFile {
    /// Decodes PNG/JPEG/etc. (any still image FFmpeg reads) to premultiplied RGBA.
    ///
    /// Images without alpha come back opaque; for an animated file, the first frame.
    public static func read(path: String) throws -> DecodedImage {
        _ = FFmpegLog.silenced
        let decoder = try VideoStreamDecoder(path: path)
        guard let frame = try decoder.nextFrame() else {
            throw MediaError("cannot read \(path): the file holds no picture")
        }
        var pixels = try RGBAConverter().rgba(of: frame)
        Premultiplication.premultiply(&pixels)
        return DecodedImage(
            width: Int(frame.pointer.pointee.width), height: Int(frame.pointer.pointee.height),
            premultipliedRGBA: pixels)
    }
}
