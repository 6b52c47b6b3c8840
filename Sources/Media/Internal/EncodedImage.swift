import Glibc

/// The bytes of an image file a C encoder (`CPNGWriter`, `CJPEGWriter`) wrote into memory: it
/// returns 0 and a `malloc`ed buffer and its length, or non-zero and its reason in a C string.
enum EncodedImage {
    /// Calls `encode(output, count, reason, reasonSize)` and copies what it wrote; `format` names
    /// the image in the error (`cannot encode a PNG image: …`).
    static func bytes(
        format: String,
        _ encode: (
            _ output: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, _ count: UnsafeMutablePointer<Int>,
            _ reason: UnsafeMutablePointer<CChar>?, _ reasonSize: Int
        ) -> Int32
    ) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { reason in
            encode(&output, &count, reason.baseAddress, reason.count)
        }
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MediaError("cannot encode a \(format) image: \(reason)")
        }
        defer { free(output) }
        return [UInt8](UnsafeBufferPointer(start: output, count: count))
    }
}
