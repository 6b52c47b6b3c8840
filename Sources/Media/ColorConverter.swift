@_implementationOnly import CFFmpeg

/// Converts premultiplied RGBA frames to BT.709 limited-range yuv420p exactly as `VideoEncoder` does for
/// opaque H.264 and HEVC, on its own, so the conversion can be timed apart from encoding and its
/// result read.
public final class ColorConverter {
    private let converter: IncrementalConverter

    /// Prepares a converter for `width`×`height` frames; throws `MediaError` for sizes swscale refuses.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw MediaError("cannot convert \(width)×\(height) pictures: the size must be positive")
        }
        try FFmpegLibraries.load()
        converter = try IncrementalConverter(
            width: width, height: height, from: AV_PIX_FMT_RGB0, to: AV_PIX_FMT_YUV420P)
    }

    /// Converts one frame (width*height*4 bytes; alpha is ignored, as over black) into the internal
    /// picture. `changedRows` are the only rows that may differ from the frame converted before (nil:
    /// any may, as for the first frame); only those are converted, and the picture comes out the
    /// same as converting the whole frame.
    public func convert(premultipliedRGBA rgba: [UInt8], changedRows: [Range<Int>]? = nil) throws {
        let expected = converter.width * converter.height * 4
        guard rgba.count == expected else {
            throw MediaError("cannot convert a frame: got \(rgba.count) bytes, expected \(expected)")
        }
        try rgba.withUnsafeBufferPointer { source in
            try converter.convert(source, stride: converter.width * 4, changedRows: changedRows)
        }
    }

    /// The last converted picture: its Y plane (width×height bytes), then Cb and Cr (each
    /// ⌈width/2⌉×⌈height/2⌉ bytes), row by row without padding.
    public var yuv420Bytes: [UInt8] {
        let picture = converter.picture
        let planes = picture.planes
        let strides = picture.strides
        let sizes = [
            (converter.width, converter.height),
            ((converter.width + 1) / 2, (converter.height + 1) / 2),
            ((converter.width + 1) / 2, (converter.height + 1) / 2),
        ]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizes.reduce(0) { $0 + $1.0 * $1.1 })
        for (plane, (width, height)) in sizes.enumerated() {
            guard let start = planes[plane] else { continue }
            for row in 0..<height {
                bytes.append(contentsOf: UnsafeBufferPointer(start: start + row * Int(strides[plane]), count: width))
            }
        }
        return bytes
    }
}
