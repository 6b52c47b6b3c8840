@_implementationOnly import CFFmpeg

/// Reads a video back (tests, benchmarks): stream info and frames as RGBA.
///
/// It reads any file FFmpeg demuxes, including still images (one frame). A video that VideoEncoder made
/// from odd-sized frames reports and decodes at the padded, even size.
public final class VideoReader {
    private let decoder: VideoStreamDecoder
    private let converter = RGBAConverter()

    /// Opens `path` and reads its stream information; throws `MediaError` if it holds no video.
    public init(path: String) throws {
        try FFmpegLibraries.load()
        decoder = try VideoStreamDecoder(path: path)
    }

    private var parameters: AVCodecParameters { decoder.stream.pointee.codecpar.pointee }

    /// Width in pixels of the decoded frames.
    public var width: Int { Int(parameters.width) }
    /// Height in pixels of the decoded frames.
    public var height: Int { Int(parameters.height) }
    /// The codec's short name, for example "h264".
    public var codecName: String { String(cString: avcodec_get_name(parameters.codec_id)) }
    /// The stored pixel format, for example "yuv420p".
    public var pixelFormatName: String {
        Self.name(av_get_pix_fmt_name(AVPixelFormat(rawValue: parameters.format)))
    }
    /// Frames per second (the stream's average frame rate).
    public var frameRate: Double {
        let stream = decoder.stream.pointee
        let rate = stream.avg_frame_rate.num != 0 ? stream.avg_frame_rate : stream.r_frame_rate
        return av_q2d(rate)
    }
    /// Seconds, from the container.
    public var duration: Double {
        let container = decoder.input.pointer.pointee.duration
        if container != Int64.min {  // AV_NOPTS_VALUE
            return Double(container) / Double(AV_TIME_BASE)
        }
        let stream = decoder.stream.pointee
        return stream.duration == Int64.min ? 0 : Double(stream.duration) * av_q2d(stream.time_base)
    }
    /// Colour primaries, for example "bt709".
    public var colorPrimariesName: String { Self.name(av_color_primaries_name(parameters.color_primaries)) }
    /// Transfer characteristics, for example "bt709".
    public var colorTransferName: String { Self.name(av_color_transfer_name(parameters.color_trc)) }
    /// YUV matrix, for example "bt709".
    public var colorSpaceName: String { Self.name(av_color_space_name(parameters.color_space)) }

    /// The next decoded frame converted to RGBA (opaque), or nil at the end.
    ///
    /// `width * height * 4` bytes, rows top to bottom. Sources with alpha (a PNG, say) keep it, unpremultiplied.
    public func nextFrame() throws -> [UInt8]? {
        guard let frame = try decoder.nextFrame() else {
            return nil
        }
        return try converter.rgba(of: frame)
    }

    private static func name(_ name: UnsafePointer<CChar>?) -> String {
        name.map { String(cString: $0) } ?? "unknown"
    }
}
