import CFFmpeg

/// Writes PNG images.
public enum PNGFile {
    /// Encodes premultiplied RGBA (un-premultiplied for the file) with libavcodec's PNG encoder into an RGBA PNG;
    /// temp file + rename.
    ///
    /// - Parameters:
    ///   - premultipliedRGBA: `width * height * 4` bytes, rows top to bottom.
    ///   - path: the file to create or replace; it appears only once completely written.
    public static func write(premultipliedRGBA: [UInt8], width: Int, height: Int, to path: String) throws {
        _ = FFmpegLog.silenced
        guard let checkedWidth = UInt32(exactly: width), let checkedHeight = UInt32(exactly: height),
            width > 0, height > 0, av_image_check_size(checkedWidth, checkedHeight, 0, nil) >= 0
        else {
            throw MediaError("cannot write \(path): invalid image size \(width)×\(height)")
        }
        let expected = width * height * 4
        guard premultipliedRGBA.count == expected else {
            throw MediaError(
                "cannot write \(path): got \(premultipliedRGBA.count) bytes, expected \(width)×\(height)×4 = \(expected)"
            )
        }
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError("cannot write \(path): this FFmpeg has no PNG encoder")
        }
        let codec = try CodecContext(codec: encoder)
        codec.pointer.pointee.width = Int32(width)
        codec.pointer.pointee.height = Int32(height)
        codec.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        codec.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        try AVResult.check(avcodec_open2(codec.pointer, encoder, nil), "cannot write \(path)")

        let frame = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_RGBA)
        frame.pointer.pointee.pts = 0
        let rowBytes = width * 4
        let stride = Int(frame.pointer.pointee.linesize.0)
        if let start = frame.pointer.pointee.data.0 {
            premultipliedRGBA.withUnsafeBufferPointer { pixels in
                for row in 0..<height {
                    let source = UnsafeBufferPointer(rebasing: pixels[row * rowBytes..<(row + 1) * rowBytes])
                    Premultiplication.unpremultiply(source, into: start + row * stride)
                }
            }
        }

        let packet = try MediaPacket()
        try AVResult.check(avcodec_send_frame(codec.pointer, frame.pointer), "cannot encode \(path)")
        try AVResult.check(avcodec_send_frame(codec.pointer, nil), "cannot encode \(path)")
        try AVResult.check(avcodec_receive_packet(codec.pointer, packet.pointer), "cannot encode \(path)")
        defer { av_packet_unref(packet.pointer) }

        let file = try TemporaryFile(destination: path)
        let bytes = UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
        try file.write(bytes)
        try file.commit()
    }
}
