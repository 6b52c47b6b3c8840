import CFFmpeg
import Foundation
import XCTest

@testable import Media

/// Writes still images in formats PNGFile does not produce (gray PNG, JPEG), with libavcodec, for
/// ImageFile tests. Every plane of the picture is filled with one byte value per plane.
enum StillImageFixture {
    static func write(
        codecID: AVCodecID, format: AVPixelFormat, range: AVColorRange, width: Int, height: Int,
        planeValues: [UInt8], to path: String
    ) throws {
        let encoder = try XCTUnwrap(avcodec_find_encoder(codecID))
        let codec = try CodecContext(codec: encoder)
        codec.pointer.pointee.width = Int32(width)
        codec.pointer.pointee.height = Int32(height)
        codec.pointer.pointee.pix_fmt = format
        codec.pointer.pointee.color_range = range
        codec.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        codec.pointer.pointee.global_quality = 2 * FF_QP2LAMBDA
        codec.pointer.pointee.flags |= AV_CODEC_FLAG_QSCALE
        try AVResult.check(avcodec_open2(codec.pointer, encoder, nil), "open encoder")

        let frame = try MediaFrame(width: width, height: height, format: format)
        frame.pointer.pointee.color_range = range
        frame.pointer.pointee.quality = codec.pointer.pointee.global_quality
        for (plane, value) in planeValues.enumerated() {
            let stride = Int(frame.strides[plane])
            let rows = plane == 0 ? height : (height + 1) / 2
            frame.planes[plane]?.update(repeating: value, count: stride * rows)
        }
        let packet = try MediaPacket()
        try AVResult.check(avcodec_send_frame(codec.pointer, frame.pointer), "send frame")
        try AVResult.check(avcodec_send_frame(codec.pointer, nil), "flush")
        try AVResult.check(avcodec_receive_packet(codec.pointer, packet.pointer), "receive packet")
        defer { av_packet_unref(packet.pointer) }
        let bytes = Data(bytes: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
        try bytes.write(to: URL(fileURLWithPath: path))
    }
}
