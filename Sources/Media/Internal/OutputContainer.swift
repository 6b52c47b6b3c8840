@_implementationOnly import CFFmpeg

/// Owns a muxer's `AVFormatContext` and its output file handle.
final class OutputContainer {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    /// The name used in error messages.
    private let displayName: String

    /// Creates a muxer for `formatName` (for example "mp4") that will write to `path`.
    init(formatName: String, path: String, displayName: String) throws {
        self.displayName = displayName
        var context: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_alloc_output_context2(&context, nil, formatName, path)
        guard status >= 0, let context else {
            throw MediaError(.create, displayName, AVResult.message(status))
        }
        pointer = context
    }

    /// Opens the output file for writing.
    func open() throws {
        let status = avio_open(&pointer.pointee.pb, pointer.pointee.url, AVIO_FLAG_WRITE)
        try AVResult.check(status, .create, displayName)
    }

    /// Flushes and closes the output file; safe to call more than once.
    func close() throws {
        guard pointer.pointee.pb != nil else { return }
        try AVResult.check(avio_closep(&pointer.pointee.pb), .write, displayName)
    }

    deinit {
        if pointer.pointee.pb != nil {
            avio_closep(&pointer.pointee.pb)
        }
        avformat_free_context(pointer)
    }
}
