@_implementationOnly import CFFmpeg

/// Converts premultiplied RGBA frames to BT.709 limited-range yuv420p exactly as `VideoEncoder` does for
/// opaque H.264 and HEVC, on its own, so the conversion can be timed apart from encoding.
public final class ColorConverter {
    private let converter: PixelConverter
    private let picture: MediaFrame

    /// Prepares a converter for `width`×`height` frames; throws `MediaError` for sizes swscale refuses.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw MediaError("cannot convert \(width)×\(height) pictures: the size must be positive")
        }
        try FFmpegLibraries.load()
        converter = try PixelConverter.rgbToBT709(width: width, height: height)
        picture = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
    }

    /// Converts one frame (width*height*4 bytes; alpha is ignored, as over black) into the internal picture.
    public func convert(premultipliedRGBA rgba: [UInt8]) throws {
        let expected = converter.width * converter.height * 4
        guard rgba.count == expected else {
            throw MediaError("cannot convert a frame: got \(rgba.count) bytes, expected \(expected)")
        }
        rgba.withUnsafeBufferPointer { source in
            converter.convert(
                source: [source.baseAddress, nil, nil, nil], sourceStrides: [Int32(converter.width * 4), 0, 0, 0],
                destination: picture.planes, destinationStrides: picture.strides)
        }
    }
}
