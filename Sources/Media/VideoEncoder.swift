@_implementationOnly import CFFmpeg

/// Streams frames into a video file: H.264 or HEVC in MP4/MOV, ProRes 4444 in MOV, VP9 in WebM (see
/// `VideoCodec`). Writes to a temporary file beside `path`, renamed into place by finish(); cancel() or
/// deinit without finish() removes the temporary file.
///
/// Colours are tagged BT.709 (primaries, transfer, matrix) in limited (tv) range; one frame every 1/fps
/// seconds, so n frames last exactly n/fps seconds. Every file starts with a keyframe and uses closed GOPs,
/// so files made with the same settings concatenate without re-encoding (`VideoConcatenator`). 4:2:0
/// codecs need even sizes: an odd width or height is padded by repeating the last column or row, and
/// readers then see the padded (even) size. Memory use does not grow with the number of frames.
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
    /// Converts frames into the picture sent to the encoder, only the rows each frame changed.
    private let converter: IncrementalConverter
    private let packet: MediaPacket
    /// Reused copy of a frame, padded to even size and/or unpremultiplied; empty when frames go in as given.
    private var stagedRGBA: [UInt8]
    private var frameCount: Int64 = 0
    private var state = State.open

    /// Creates the temporary output file and prepares the encoder; throws `MediaError` for invalid settings,
    /// a file extension the codec's container does not use, or an output that cannot be created.
    public init(path: String, settings: VideoSettings) throws {
        try FFmpegLibraries.load()
        try settings.validate()
        let fileExtension = Self.fileExtension(of: path)
        guard settings.codec.fileExtensions.contains(fileExtension),
            let muxer = VideoCodec.muxerName(forExtension: fileExtension)
        else {
            let allowed = settings.codec.fileExtensions.map { "." + $0 }.joined(separator: ", ")
            throw MediaError(.write, path, "\(settings.codec.displayName) video goes in \(allowed) files")
        }
        guard let encoder = avcodec_find_encoder_by_name(settings.codec.encoderName) else {
            throw MediaError("cannot encode \(path): this FFmpeg has no \(settings.codec.encoderName) encoder")
        }
        self.path = path
        self.settings = settings
        let width = settings.paddedWidth
        let height = settings.paddedHeight
        let format = settings.codec.pixelFormat(keepsAlpha: settings.keepsAlpha)

        file = try TemporaryFile(destination: path)
        output = try OutputContainer(formatName: muxer, path: file.path, displayName: path)
        codec = try CodecContext(codec: encoder)
        let context = codec.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = format
        context.pointee.time_base = AVRational(num: 1, den: Int32(settings.fps))
        context.pointee.framerate = AVRational(num: Int32(settings.fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_range = AVCOL_RANGE_MPEG
        // 0 lets the encoder pick its thread count from the cores (FFmpeg's default of 1 would be serial).
        context.pointee.thread_count = 0
        // Closed GOPs: no picture references one before the keyframe it follows, so segments concatenate.
        context.pointee.flags |= Int32(bitPattern: AV_CODEC_FLAG_CLOSED_GOP)
        if output.pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        for (name, value) in settings.codec.privateOptions(settings) {
            try AVResult.check(
                av_opt_set(context.pointee.priv_data, name, value, 0),
                "cannot set \(settings.codec.encoderName) option \(name)=\(value)")
        }
        try AVResult.check(
            avcodec_open2(context, encoder, nil), "cannot open the \(settings.codec.displayName) encoder for \(path)")

        guard let stream = avformat_new_stream(output.pointer, nil) else {
            throw MediaError(.create, path, "out of memory adding a video stream")
        }
        self.stream = stream
        try AVResult.check(
            avcodec_parameters_from_context(stream.pointee.codecpar, context), .create, path)
        if settings.codec == .hevc {
            // 'hvc1' (parameter sets only in the header) is the tag Apple's players require for HEVC.
            stream.pointee.codecpar.pointee.codec_tag = Self.fourCC("hvc1")
        }
        stream.pointee.time_base = context.pointee.time_base
        stream.pointee.avg_frame_rate = context.pointee.framerate
        stream.pointee.r_frame_rate = context.pointee.framerate

        converter = try IncrementalConverter(
            width: width, height: height, from: settings.keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB0, to: format)
        let picture = converter.picture
        picture.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointer.pointee.color_trc = AVCOL_TRC_BT709
        picture.pointer.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        packet = try MediaPacket()
        let isPadded = width != settings.width || height != settings.height
        stagedRGBA = isPadded || settings.keepsAlpha ? [UInt8](repeating: 0, count: width * height * 4) : []

        if muxer == "webm" {
            // Matroska's segment and track UIDs and its date are random or the time of day unless
            // the output is bit-exact; with it, the same frames give the same file on every run.
            output.pointer.pointee.flags |= AVFMT_FLAG_BITEXACT
        }
        try output.open()
        var options: OpaquePointer?
        if muxer == "mp4" || muxer == "mov" {
            // Move the index (moov) to the front so players can start before the whole file has arrived.
            av_dict_set(&options, "movflags", "+faststart", 0)
            // The movie header's default time scale is 1000, which rounds 20 frames at 30 fps to 0.667 s;
            // a multiple of the frame rate makes the container duration exactly frames/fps.
            av_dict_set(&options, "movie_timescale", "\(settings.fps * 1000)", 0)
        }
        let status = avformat_write_header(output.pointer, &options)
        av_dict_free(&options)
        try AVResult.check(status, .write, path)
    }

    /// The lower-cased extension of the last path component, without the dot.
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    private static func fourCC(_ code: String) -> UInt32 {
        code.utf8.reversed().reduce(0) { ($0 << 8) | UInt32($1) }
    }

    /// Encodes one frame.
    ///
    /// - Parameters:
    ///   - rgba: premultiplied RGBA, width*height*4 bytes, rows top to bottom. Composited over black
    ///     unless the settings keep alpha.
    ///   - changedRows: the only rows that may differ from the frame appended before (nil: any may).
    ///     Only those are converted to the codec's pixel format; the file is the same as without them.
    public func append(premultipliedRGBA rgba: [UInt8], changedRows: [Range<Int>]? = nil) throws {
        guard state == .open else {
            throw MediaError("cannot add a frame to \(path): the video is already \(state)")
        }
        let expected = settings.width * settings.height * 4
        guard rgba.count == expected else {
            throw MediaError(
                "cannot add a frame to \(path): got \(rgba.count) bytes, expected "
                    + "\(settings.width)×\(settings.height)×4 = \(expected)")
        }
        let picture = converter.picture
        do {
            // Keeps the rows of the frame before: when the encoder still holds the buffer, its rows
            // are copied into a new one.
            try AVResult.check(av_frame_make_writable(picture.pointer), "cannot encode \(path)")
            // Rows in the padded picture: the padding row repeats the last row.
            let rows = changedRows.map { rows in
                rows.map {
                    $0.upperBound >= settings.height
                        ? min($0.lowerBound, settings.paddedHeight)..<settings.paddedHeight : $0
                }
            }
            let stride = settings.paddedWidth * 4
            if stagedRGBA.isEmpty {
                // Premultiplied over black is the colour channels themselves, so alpha is simply ignored (RGB0).
                try rgba.withUnsafeBufferPointer {
                    try converter.convert($0, stride: stride, changedRows: rows)
                }
            } else {
                stage(rgba, rows: frameCount == 0 ? nil : rows)
                try stagedRGBA.withUnsafeBufferPointer {
                    try converter.convert($0, stride: stride, changedRows: rows)
                }
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
            try AVResult.check(av_write_trailer(output.pointer), .write, path)
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

    /// Copies the rows of `rgba` in `rows` (padded rows; nil: all) into `stagedRGBA`, repeating the
    /// last column and row into any padding and unpremultiplying when alpha is kept (the codecs store
    /// straight alpha).
    private func stage(_ rgba: [UInt8], rows: [Range<Int>]?) {
        let width = settings.width
        let height = settings.height
        let rowBytes = width * 4
        let paddedRowBytes = settings.paddedWidth * 4
        let unpremultiplies = settings.keepsAlpha
        rgba.withUnsafeBufferPointer { source in
            stagedRGBA.withUnsafeMutableBufferPointer { destination in
                guard let destinationStart = destination.baseAddress else { return }
                for row in (rows ?? [0..<settings.paddedHeight]).joined()
                where row >= 0 && row < settings.paddedHeight {
                    let sourceStart = min(row, height - 1) * rowBytes
                    let sourceRow = UnsafeBufferPointer(rebasing: source[sourceStart..<sourceStart + rowBytes])
                    let destinationRow = destinationStart + row * paddedRowBytes
                    if unpremultiplies {
                        Premultiplication.unpremultiply(sourceRow, into: destinationRow)
                    } else if let start = sourceRow.baseAddress {
                        destinationRow.update(from: start, count: rowBytes)
                    }
                    if paddedRowBytes > rowBytes {
                        (destinationRow + rowBytes).update(from: destinationRow + rowBytes - 4, count: 4)
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
            try AVResult.check(av_interleaved_write_frame(output.pointer, packet.pointer), .write, path)
        }
    }
}
