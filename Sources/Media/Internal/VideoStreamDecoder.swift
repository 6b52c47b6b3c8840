@_implementationOnly import CFFmpeg

/// Decodes the best video stream of a file (a video, or a still image FFmpeg reads) frame by frame.
final class VideoStreamDecoder {
    let path: String
    let input: InputContainer
    let stream: UnsafeMutablePointer<AVStream>
    let codec: CodecContext
    private let packet: MediaPacket
    private let frame: MediaFrame
    private var inputEnded = false

    init(path: String) throws {
        self.path = path
        input = try InputContainer(path: path)
        let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = input.pointer.pointee.streams[Int(index)] else {
            throw MediaError(.read, path, "the file holds no picture")
        }
        let codecID = stream.pointee.codecpar.pointee.codec_id
        // FFmpeg's own VP9 decoder drops the alpha plane WebM stores beside the picture; libvpx's keeps it.
        let alphaDecoder =
            codecID == AV_CODEC_ID_VP9 && Self.metadata(stream, "alpha_mode") == "1"
            ? avcodec_find_decoder_by_name("libvpx-vp9") : nil
        guard let decoder = alphaDecoder ?? avcodec_find_decoder(codecID) else {
            throw MediaError(
                .read, path, "this FFmpeg cannot decode \(String(cString: avcodec_get_name(codecID)))")
        }
        self.stream = stream
        codec = try CodecContext(codec: decoder)
        try AVResult.check(
            avcodec_parameters_to_context(codec.pointer, stream.pointee.codecpar), .read, path)
        try AVResult.check(avcodec_open2(codec.pointer, decoder, nil), .read, path)
        packet = try MediaPacket()
        frame = try MediaFrame()
    }

    private static func metadata(_ stream: UnsafeMutablePointer<AVStream>, _ key: String) -> String? {
        guard let entry = av_dict_get(stream.pointee.metadata, key, nil, 0), let value = entry.pointee.value else {
            return nil
        }
        return String(cString: value)
    }

    /// The next decoded frame, or nil at the end of the stream. The frame is reused by the next call.
    func nextFrame() throws -> MediaFrame? {
        while true {
            let received = avcodec_receive_frame(codec.pointer, frame.pointer)
            if received >= 0 {
                return frame
            }
            if received == AVResult.endOfFile {
                return nil
            }
            if received != AVResult.again {
                try AVResult.check(received, .read, path)
            }
            if inputEnded {
                return nil
            }
            try feedDecoder()
        }
    }

    /// Sends the next packet of our stream to the decoder, or the end-of-stream signal.
    private func feedDecoder() throws {
        while true {
            let read = av_read_frame(input.pointer, packet.pointer)
            if read == AVResult.endOfFile {
                inputEnded = true
                try AVResult.check(avcodec_send_packet(codec.pointer, nil), .read, path)
                return
            }
            try AVResult.check(read, .read, path)
            defer { av_packet_unref(packet.pointer) }
            if packet.pointer.pointee.stream_index == stream.pointee.index {
                try AVResult.check(avcodec_send_packet(codec.pointer, packet.pointer), .read, path)
                return
            }
        }
    }
}
