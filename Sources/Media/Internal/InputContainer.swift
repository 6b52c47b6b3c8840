@_implementationOnly import CFFmpeg

/// Owns a demuxer's `AVFormatContext`, opened on a file.
final class InputContainer {
    let pointer: UnsafeMutablePointer<AVFormatContext>

    /// Opens `path` and reads enough of it to know its streams.
    init(path: String) throws {
        var options: OpaquePointer?
        // Take the path literally: the image2 demuxer would otherwise read "%d" in a name as a sequence pattern.
        av_dict_set(&options, "pattern_type", "none", 0)
        var context: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_open_input(&context, path, nil, &options)
        av_dict_free(&options)
        guard status >= 0, let opened = context else {
            throw MediaError(.read, path, AVResult.message(status))
        }
        let probe = avformat_find_stream_info(opened, nil)
        if probe < 0 {
            avformat_close_input(&context)
            throw MediaError(.read, path, AVResult.message(probe))
        }
        pointer = opened
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = pointer
        avformat_close_input(&context)
    }
}
