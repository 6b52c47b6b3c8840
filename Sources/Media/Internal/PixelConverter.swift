@_implementationOnly import CFFmpeg

/// Owns a swscale context that converts pictures of one size between two pixel formats.
final class PixelConverter {
    private let context: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat) throws {
        // Sizes never change, so the filter only shapes chroma (sub)sampling and bilinear is plenty.
        // Full-resolution chroma on RGB input and output with accurate rounding costs nothing measurable
        // (about 8 ms per 1170×2532 frame with or without, against x264's 60+ ms).
        let flags = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP | SWS_FULL_CHR_H_INT
        guard
            let context = sws_getContext(
                Int32(width), Int32(height), source, Int32(width), Int32(height), destination, flags, nil, nil, nil)
        else {
            let from = av_get_pix_fmt_name(source).map { String(cString: $0) } ?? "\(source.rawValue)"
            let to = av_get_pix_fmt_name(destination).map { String(cString: $0) } ?? "\(destination.rawValue)"
            throw MediaError("cannot convert \(width)×\(height) pictures from \(from) to \(to)")
        }
        self.context = context
        self.width = width
        self.height = height
    }

    /// Sets the YUV↔RGB matrices (`SWS_CS_*`) and whether each side is full range (0...255) or
    /// limited "tv" range (16...235 luma).
    func setColorspace(sourceMatrix: Int32, sourceFullRange: Bool, destinationMatrix: Int32, destinationFullRange: Bool)
    {
        let unity: Int32 = 1 << 16
        sws_setColorspaceDetails(
            context, sws_getCoefficients(sourceMatrix), sourceFullRange ? 1 : 0,
            sws_getCoefficients(destinationMatrix), destinationFullRange ? 1 : 0, 0, unity, unity)
    }

    /// Whether swscale treats the source as full range on its own (it does so for yuvj and gray formats).
    var sourceIsFullRange: Bool {
        var inverseTable: UnsafeMutablePointer<Int32>?
        var table: UnsafeMutablePointer<Int32>?
        var sourceRange: Int32 = 0
        var destinationRange: Int32 = 0
        var brightness: Int32 = 0
        var contrast: Int32 = 0
        var saturation: Int32 = 0
        let status = sws_getColorspaceDetails(
            context, &inverseTable, &sourceRange, &table, &destinationRange, &brightness, &contrast, &saturation)
        return status >= 0 && sourceRange != 0
    }

    /// Converts a whole picture.
    func convert(
        source: [UnsafePointer<UInt8>?], sourceStrides: [Int32],
        destination: [UnsafeMutablePointer<UInt8>?], destinationStrides: [Int32]
    ) {
        sws_scale(context, source, sourceStrides, 0, Int32(height), destination, destinationStrides)
    }

    deinit {
        sws_freeContext(context)
    }
}
