import Foundation

@_implementationOnly import CFFmpeg

/// FFmpeg's error codes that Swift cannot import (`AVERROR(e)` and `AVERROR_EOF` are function-like macros),
/// and helpers that turn a negative return value into a `MediaError`.
enum AVResult {
    /// `AVERROR(EAGAIN)`: the codec needs more input, or output must be drained first.
    static let again = -EAGAIN
    /// `AVERROR_EOF`: `-MKTAG('E', 'O', 'F', ' ')`.
    static let endOfFile = -Int32(bitPattern: 0x2046_4F45)

    /// FFmpeg's message for `code`, for example "No such file or directory".
    static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let status = buffer.withUnsafeMutableBufferPointer { av_strerror(code, $0.baseAddress, $0.count) }
        if status < 0 {
            return "error \(code)"
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Returns `code` when it is not negative, otherwise throws FFmpeg's message as the failure to
    /// `operation` the file at `path`.
    @discardableResult
    static func check(_ code: Int32, _ operation: FileOperation, _ path: String) throws -> Int32 {
        if code < 0 {
            throw MediaError(operation, path, message(code))
        }
        return code
    }

    /// Returns `code` when it is not negative, otherwise throws "`context`: message" (a failure
    /// that is not reading or writing a file: encoding, allocating).
    @discardableResult
    static func check(_ code: Int32, _ context: @autoclosure () -> String) throws -> Int32 {
        if code < 0 {
            throw MediaError("\(context()): \(message(code))")
        }
        return code
    }
}
