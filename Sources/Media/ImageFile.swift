@_implementationOnly import CFFmpeg

/// Reads still images.
public enum ImageFile {
    /// The longest image side accepted, so a huge asset fails clearly instead of exhausting memory
    /// (16384² RGBA is already 1 GiB).
    static let maximumSide: Int32 = 16384

    /// Decodes PNG/JPEG/etc. (any still image FFmpeg reads) to premultiplied RGBA.
    ///
    /// Images without alpha come back opaque; for an animated file, the first frame. Images wider or taller
    /// than 16384 pixels are refused.
    public static func read(path: String) throws -> DecodedImage {
        try FFmpegLibraries.load()
        let decoder = try VideoStreamDecoder(path: path)
        let parameters = decoder.stream.pointee.codecpar.pointee
        guard parameters.width <= maximumSide, parameters.height <= maximumSide else {
            throw MediaError(
                .read, path,
                "the image is \(parameters.width)×\(parameters.height) pixels; "
                    + "the largest side allowed is \(maximumSide)")
        }
        guard let frame = try decoder.nextFrame() else {
            throw MediaError(.read, path, "the file holds no picture")
        }
        var pixels = try RGBAConverter().rgba(of: frame)
        Premultiplication.premultiply(&pixels)
        return DecodedImage(
            width: Int(frame.pointer.pointee.width), height: Int(frame.pointer.pointee.height),
            premultipliedRGBA: pixels)
    }
}
