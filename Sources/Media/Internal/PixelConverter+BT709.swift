@_implementationOnly import CFFmpeg

extension PixelConverter {
    /// RGB with the fourth byte ignored (`rgb0`) to yuv420p with the BT.709 matrix in limited (tv) range,
    /// matching the colour tags VideoEncoder writes.
    static func rgbToBT709(width: Int, height: Int) throws -> PixelConverter {
        let converter = try PixelConverter(width: width, height: height, from: AV_PIX_FMT_RGB0, to: AV_PIX_FMT_YUV420P)
        converter.setColorspace(
            sourceMatrix: SWS_CS_ITU709, sourceFullRange: true, destinationMatrix: SWS_CS_ITU709,
            destinationFullRange: false)
        return converter
    }
}

extension PixelConverter {
    /// RGB(A) to any YUV(A) format with the BT.709 matrix in limited (tv) range; alpha, when both sides
    /// have it, is copied at full range.
    static func toBT709(width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat) throws
        -> PixelConverter
    {
        let converter = try PixelConverter(width: width, height: height, from: source, to: destination)
        converter.setColorspace(
            sourceMatrix: SWS_CS_ITU709, sourceFullRange: true, destinationMatrix: SWS_CS_ITU709,
            destinationFullRange: false)
        return converter
    }
}
