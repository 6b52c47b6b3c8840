@_implementationOnly import CFFmpeg

/// Joins video files into one without re-encoding: the packets are copied and their timestamps continued.
public enum VideoConcatenator {
    /// Writes `inputs`, one after another, to `output` (temporary file, then rename).
    ///
    /// Every input must hold one video stream with the same codec, size, pixel format and codec header
    /// (files `VideoEncoder` made with the same settings do); each must start with a keyframe. The output
    /// container follows `output`'s extension (.mp4, .m4v, .mov or .webm). Other streams are dropped.
    /// `isCancelled` is polled between packets; when it returns true the temporary file is removed and
    /// `MediaError` "cancelled" is thrown. Inputs whose codec `output`'s container cannot hold throw
    /// `CodecContainerMismatch`.
    /// - Returns: the number of frames written.
    @discardableResult
    public static func concatenate(
        _ inputs: [String], to output: String, isCancelled: () -> Bool = { false }
    ) throws -> Int {
        try FFmpegLibraries.load()
        guard let first = inputs.first else {
            throw MediaError(.write, output, "no input files")
        }
        let fileExtension = VideoEncoder.fileExtension(of: output)
        guard let muxer = VideoCodec.muxerName(forExtension: fileExtension) else {
            throw MediaError(.write, output, "concatenated video goes in .mp4, .m4v, .mov or .webm files")
        }
        let sources = try inputs.map { try ConcatenationSource(path: $0) }
        let reference = sources[0]
        // A codec the container cannot hold (H.264 parts joined into a .webm) is the caller's
        // choice of file, said as such, not the muxer's "Invalid argument".
        if let codec = reference.codec, !codec.fileExtensions.contains(fileExtension.lowercased()) {
            throw CodecContainerMismatch(codec: codec, path: output)
        }
        for source in sources.dropFirst() {
            if let difference = reference.difference(from: source) {
                throw MediaError(input: "cannot concatenate \(source.path) after \(first): \(difference)")
            }
        }

        let file = try TemporaryFile(destination: output)
        let container = try OutputContainer(formatName: muxer, path: file.path, displayName: output)
        guard let stream = avformat_new_stream(container.pointer, nil) else {
            throw MediaError(.create, output, "out of memory adding a video stream")
        }
        try AVResult.check(
            avcodec_parameters_copy(stream.pointee.codecpar, reference.parameters), .create, output)
        let codecID = reference.parameters.pointee.codec_id
        // A tag from one container (say mp4's 'avc1') may mean nothing in another; let the muxer choose,
        // except HEVC's 'hvc1', which Apple's players require and mp4/mov both know.
        let keepsTag = codecID == AV_CODEC_ID_HEVC && muxer != "webm"
        if !keepsTag { stream.pointee.codecpar.pointee.codec_tag = 0 }
        let timeBase = reference.stream.pointee.time_base
        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = reference.stream.pointee.avg_frame_rate
        stream.pointee.r_frame_rate = reference.stream.pointee.r_frame_rate

        try container.open()
        var options: OpaquePointer?
        if muxer == "mp4" || muxer == "mov" {
            av_dict_set(&options, "movflags", "+faststart", 0)
            let rate = reference.stream.pointee.avg_frame_rate
            if rate.num > 0, rate.den == 1 {
                av_dict_set(&options, "movie_timescale", "\(Int(rate.num) * 1000)", 0)
            }
        }
        let status = avformat_write_header(container.pointer, &options)
        av_dict_free(&options)
        try AVResult.check(status, .write, output)

        // Each input's timestamps move by the inputs before it: by where the previous one ended.
        var offset: Int64 = 0
        var frames = 0
        let packet = try MediaPacket()
        for source in sources {
            let end = try source.copyPackets(
                into: container, stream: stream, timeBase: stream.pointee.time_base, offset: offset, packet: packet,
                displayName: output, isCancelled: isCancelled)
            frames += end.frames
            offset = end.end
        }
        try AVResult.check(av_write_trailer(container.pointer), .write, output)
        try container.close()
        try file.commit()
        return frames
    }
}

/// Videos of a codec joined into a file whose container cannot hold it (H.264 into `.webm`).
public struct CodecContainerMismatch: Error, Equatable {
    public var codec: VideoCodec
    /// The output file.
    public var path: String
}
