import CFFmpeg

/// Streams frames into an H.264 MP4. Writes to a temporary file beside `path`, renamed into place by
/// finish(); cancel() or deinit without finish() removes the temporary file.
///
/// The video is yuv420p with BT.709 primaries, transfer and matrix in limited (tv) range, one frame every
/// 1/fps seconds, so n frames last exactly n/fps seconds. yuv420p needs even sizes: an odd width or height
/// is padded by repeating the last column or row, and readers then see the padded (even) size.
/// Memory use does not grow with the number of frames.
public final class VideoEncoder {
    private enum State {
        case open
        case finished
        case cancelled
    }

    private let path: String
    private let settings: VideoSettings
    private let file: TemporaryFile
    private let output: OutputContainer
    private let codec: CodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let converter: PixelConverter
    private let picture: MediaFrame
    private let packet: MediaPacket
    /// Reused copy of an odd-sized frame with its last column and row repeated; empty for even sizes.
    private var paddedRGBA: [UInt8]
    private var frameCount: Int64 = 0
    private var state = State.open

    /// Creates the temporary output file and prepares the encoder; throws `MediaError` for invalid settings
    /// or an output that cannot be created.
    public init(path: String, settings: VideoSettings) throws {
        _ = FFmpegLog.silenced
        try settings.validate()
        guard let encoder = avcodec_find_encoder_by_name("libx264") else {
            throw MediaError("cannot encode \(path): this FFmpeg has no libx264 encoder")
        }
        self.path = path
        self.settings = settings
        let width = settings.paddedWidth
        let height = settings.paddedHeight

        file = try TemporaryFile(destination: path)
        // The temporary name does not end in .mp4, so name the muxer explicitly.
        output = try OutputContainer(formatName: "mp4", path: file.path, displayName: path)
        codec = try CodecContext(codec: encoder)
        let context = codec.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.time_base = AVRational(num: 1, den: Int32(settings.fps))
        context.pointee.framerate = AVRational(num: Int32(settings.fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_range = AVCOL_RANGE_MPEG
        // 0 lets x264 pick its thread count from the cores (FFmpeg's default of 1 would be single-threaded).
        context.pointee.thread_count = 0
        if output.pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try AVResult.check(
            av_opt_set(context.pointee.priv_data, "preset", settings.preset, 0), "cannot set x264 preset")
        try AVResult.check(av_opt_set_int(context.pointee.priv_data, "crf", Int64(settings.crf), 0), "cannot set crf")
        try AVResult.check(avcodec_open2(context, encoder, nil), "cannot open the H.264 encoder for \(path)")

        guard let stream = avformat_new_stream(output.pointer, nil) else {
            throw MediaError("cannot create \(path): out of memory adding a video stream")
        }
        self.stream = stream
        try AVResult.check(
            avcodec_parameters_from_context(stream.pointee.codecpar, context), "cannot create \(path)")
        stream.pointee.time_base = context.pointee.time_base
        stream.pointee.avg_frame_rate = context.pointee.framerate
        stream.pointee.r_frame_rate = context.pointee.framerate

        converter = try PixelConverter.rgbToBT709(width: width, height: height)
        picture = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        picture.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointer.pointee.color_trc = AVCOL_TRC_BT709
        picture.pointer.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        packet = try MediaPacket()
        let isOdd = width != settings.width || height != settings.height
        paddedRGBA = isOdd ? [UInt8](repeating: 0, count: width * height * 4) : []

        try output.open()
        var options: OpaquePointer?
        // Move the index (moov) to the front so players can start before the whole file has arrived.
        av_dict_set(&options, "movflags", "+faststart", 0)
        // The movie header's default time scale is 1000, which rounds 20 frames at 30 fps to 0.667 s;
        // a multiple of the frame rate makes the container duration exactly frames/fps.
        av_dict_set(&options, "movie_timescale", "\(settings.fps * 1000)", 0)
        let status = avformat_write_header(output.pointer, &options)
        av_dict_free(&options)
        try AVResult.check(status, "cannot write \(path)")
    }

    /// Encodes one frame.
    ///
    /// - Parameter rgba: premultiplied RGBA, width*height*4 bytes, rows top to bottom. Composited over black.
    public func append(premultipliedRGBA rgba: [UInt8]) throws {
        guard state == .open else {
            throw MediaError("cannot add a frame to \(path): the video is already \(state)")
        }
        let expected = settings.width * settings.height * 4
        guard rgba.count == expected else {
            throw MediaError(
                "cannot add a frame to \(path): got \(rgba.count) bytes, expected "
                    + "\(settings.width)×\(settings.height)×4 = \(expected)")
        }
        do {
            try AVResult.check(av_frame_make_writable(picture.pointer), "cannot encode \(path)")
            // Premultiplied over black is the colour channels themselves, so alpha is simply ignored (RGB0).
            if paddedRGBA.isEmpty {
                rgba.withUnsafeBufferPointer { convert($0) }
            } else {
                padToEvenSize(rgba)
                paddedRGBA.withUnsafeBufferPointer { convert($0) }
            }
            picture.pointer.pointee.pts = frameCount
            frameCount += 1
            try encode(picture.pointer)
        } catch {
            discard()
            throw error
        }
    }

    /// Flushes the encoder, completes the file and renames it to `path`.
    public func finish() throws {
        guard state == .open else {
            throw MediaError("cannot finish \(path): the video is already \(state)")
        }
        do {
            guard frameCount > 0 else {
                throw MediaError("cannot finish \(path): no frames were added")
            }
            try encode(nil)
            try AVResult.check(av_write_trailer(output.pointer), "cannot write \(path)")
            try output.close()
            try file.commit()
            state = .finished
        } catch {
            discard()
            throw error
        }
    }

    /// Abandons the video and removes the temporary file; does nothing after finish().
    public func cancel() {
        guard state == .open else { return }
        discard()
    }

    deinit {
        cancel()
    }

    private func discard() {
        state = .cancelled
        try? output.close()
        file.discard()
    }

    private func convert(_ rgba: UnsafeBufferPointer<UInt8>) {
        converter.convert(
            source: [rgba.baseAddress, nil, nil, nil], sourceStrides: [Int32(converter.width * 4), 0, 0, 0],
            destination: picture.planes, destinationStrides: picture.strides)
    }

    /// Copies `rgba` into `paddedRGBA`, repeating the last column and row into the padding.
    private func padToEvenSize(_ rgba: [UInt8]) {
        let width = settings.width
        let height = settings.height
        let rowBytes = width * 4
        let paddedRowBytes = settings.paddedWidth * 4
        rgba.withUnsafeBytes { source in
            paddedRGBA.withUnsafeMutableBytes { destination in
                guard let sourceStart = source.baseAddress, let destinationStart = destination.baseAddress else {
                    return
                }
                for row in 0..<settings.paddedHeight {
                    let sourceRow = sourceStart + min(row, height - 1) * rowBytes
                    let destinationRow = destinationStart + row * paddedRowBytes
                    destinationRow.copyMemory(from: sourceRow, byteCount: rowBytes)
                    if paddedRowBytes > rowBytes {
                        (destinationRow + rowBytes).copyMemory(from: sourceRow + rowBytes - 4, byteCount: 4)
                    }
                }
            }
        }
    }

    /// Sends a picture (nil flushes) and writes every packet the encoder has ready.
    private func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        try AVResult.check(avcodec_send_frame(codec.pointer, frame), "cannot encode \(path)")
        while true {
            let status = avcodec_receive_packet(codec.pointer, packet.pointer)
            if status == AVResult.again || status == AVResult.endOfFile {
                return
            }
            try AVResult.check(status, "cannot encode \(path)")
            // Every frame lasts one tick of 1/fps; without this the last frame would have no duration
            // and the file would be one frame short of frames/fps seconds.
            packet.pointer.pointee.duration = 1
            av_packet_rescale_ts(packet.pointer, codec.pointer.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            try AVResult.check(av_interleaved_write_frame(output.pointer, packet.pointer), "cannot write \(path)")
        }
    }
}
