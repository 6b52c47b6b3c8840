@_implementationOnly import CFFmpeg

/// One input of `VideoConcatenator`: its video stream's parameters and packets.
final class ConcatenationSource {
    let path: String
    let input: InputContainer
    let stream: UnsafeMutablePointer<AVStream>

    init(path: String) throws {
        self.path = path
        input = try InputContainer(path: path)
        let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = input.pointer.pointee.streams[Int(index)] else {
            throw MediaError(.read, path, "the file holds no video")
        }
        self.stream = stream
    }

    var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }

    /// The video's codec, when it is one Zoetrope writes.
    var codec: VideoCodec? {
        switch parameters.pointee.codec_id {
        case AV_CODEC_ID_H264: .h264
        case AV_CODEC_ID_HEVC: .hevc
        case AV_CODEC_ID_PRORES: .prores
        case AV_CODEC_ID_VP9: .vp9
        default: nil
        }
    }

    /// Why `other` cannot follow this file without re-encoding, or nil when it can.
    func difference(from other: ConcatenationSource) -> String? {
        let mine = parameters.pointee
        let theirs = other.parameters.pointee
        if mine.codec_id != theirs.codec_id {
            return "its codec is \(Self.codecName(theirs.codec_id)), not \(Self.codecName(mine.codec_id))"
        }
        if mine.width != theirs.width || mine.height != theirs.height {
            return "its size is \(theirs.width)×\(theirs.height), not \(mine.width)×\(mine.height)"
        }
        if mine.format != theirs.format {
            return "its pixel format differs"
        }
        let rate = stream.pointee.avg_frame_rate
        let otherRate = other.stream.pointee.avg_frame_rate
        if av_cmp_q(rate, otherRate) != 0 {
            return "its frame rate is \(av_q2d(otherRate)) fps, not \(av_q2d(rate))"
        }
        let extra = UnsafeBufferPointer(start: mine.extradata, count: Int(mine.extradata_size))
        let otherExtra = UnsafeBufferPointer(start: theirs.extradata, count: Int(theirs.extradata_size))
        if !extra.elementsEqual(otherExtra) {
            return "it was encoded with different settings (its codec header differs); render every part "
                + "with the same flags"
        }
        return nil
    }

    /// Copies every packet of the video stream to `stream` of `container`, with timestamps rescaled to
    /// `timeBase` and moved by `offset`; returns the frame count and where this input ends (in `timeBase`).
    func copyPackets(
        into container: OutputContainer, stream output: UnsafeMutablePointer<AVStream>, timeBase: AVRational,
        offset: Int64, packet: MediaPacket, displayName: String, isCancelled: () -> Bool
    ) throws -> (frames: Int, end: Int64) {
        var frames = 0
        var end = offset
        var isFirst = true
        while true {
            if isCancelled() { throw MediaError(.write, displayName, "cancelled") }
            let status = av_read_frame(input.pointer, packet.pointer)
            if status == AVResult.endOfFile { break }
            try AVResult.check(status, .read, path)
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == stream.pointee.index else { continue }
            if isFirst {
                guard packet.pointer.pointee.flags & AV_PKT_FLAG_KEY != 0 else {
                    throw MediaError(input: "cannot concatenate \(path): it does not start with a keyframe")
                }
                isFirst = false
            }
            av_packet_rescale_ts(packet.pointer, stream.pointee.time_base, timeBase)
            let pts = packet.pointer.pointee.pts
            if pts != Self.noTimestamp {
                packet.pointer.pointee.pts = pts + offset
                end = max(end, pts + offset + max(packet.pointer.pointee.duration, 0))
            }
            if packet.pointer.pointee.dts != Self.noTimestamp {
                packet.pointer.pointee.dts += offset
            }
            packet.pointer.pointee.stream_index = output.pointee.index
            packet.pointer.pointee.pos = -1
            frames += 1
            try AVResult.check(
                av_interleaved_write_frame(container.pointer, packet.pointer), .write, displayName)
        }
        return (frames, end)
    }

    /// `AV_NOPTS_VALUE`, which Swift cannot import.
    static let noTimestamp = Int64.min

    private static func codecName(_ id: AVCodecID) -> String {
        String(cString: avcodec_get_name(id))
    }
}
