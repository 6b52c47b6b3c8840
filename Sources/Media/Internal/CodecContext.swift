@_implementationOnly import CFFmpeg

/// Owns an `AVCodecContext` and frees it on deinit.
final class CodecContext {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    init(codec: UnsafePointer<AVCodec>) throws {
        guard let context = avcodec_alloc_context3(codec) else {
            throw MediaError("out of memory allocating a codec context")
        }
        pointer = context
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }
}
