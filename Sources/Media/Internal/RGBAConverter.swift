@_implementationOnly import CFFmpeg

/// Converts decoded frames of any pixel format to tightly packed RGBA (straight alpha, opaque when the
/// source has none), honouring the frame's YUV matrix and range.
final class RGBAConverter {
    private struct Key: Equatable {
        var width: Int32
        var height: Int32
        var format: Int32
        var colorspace: AVColorSpace
        var range: AVColorRange
    }

    private var converter: PixelConverter?
    private var key: Key?

    /// The frame's pixels as RGBA, `width * height * 4` bytes.
    func rgba(of frame: MediaFrame) throws -> [UInt8] {
        let picture = frame.pointer.pointee
        let converter = try converter(for: picture)
        let width = Int(picture.width)
        let height = Int(picture.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let source = frame.planes.map { UnsafePointer($0) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            converter.convert(
                source: source, sourceStrides: frame.strides,
                destination: [buffer.baseAddress, nil, nil, nil], destinationStrides: [Int32(width * 4), 0, 0, 0])
        }
        return pixels
    }

    private func converter(for picture: AVFrame) throws -> PixelConverter {
        let wanted = Key(
            width: picture.width, height: picture.height, format: picture.format, colorspace: picture.colorspace,
            range: picture.color_range)
        if let converter, key == wanted {
            return converter
        }
        let created = try PixelConverter(
            width: Int(picture.width), height: Int(picture.height), from: AVPixelFormat(rawValue: picture.format),
            to: AV_PIX_FMT_RGBA)
        let fullRange = created.sourceIsFullRange || picture.color_range == AVCOL_RANGE_JPEG
        created.setColorspace(
            sourceMatrix: Self.swscaleMatrix(for: picture.colorspace), sourceFullRange: fullRange,
            destinationMatrix: SWS_CS_DEFAULT, destinationFullRange: true)
        converter = created
        key = wanted
        return created
    }

    /// The swscale coefficient table for a stream's matrix; unspecified means BT.601, as swscale assumes.
    private static func swscaleMatrix(for colorspace: AVColorSpace) -> Int32 {
        switch colorspace {
        case AVCOL_SPC_BT709: return SWS_CS_ITU709
        case AVCOL_SPC_FCC: return SWS_CS_FCC
        case AVCOL_SPC_SMPTE240M: return SWS_CS_SMPTE240M
        case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: return SWS_CS_BT2020
        default: return SWS_CS_DEFAULT
        }
    }
}
