@_implementationOnly import CFFmpeg

/// Owns an `AVFrame` and frees it on deinit.
final class MediaFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    init() throws {
        guard let frame = av_frame_alloc() else {
            throw MediaError("out of memory allocating a frame")
        }
        pointer = frame
    }

    /// Allocates a frame with its own picture buffers.
    convenience init(width: Int, height: Int, format: AVPixelFormat) throws {
        try self.init()
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = format.rawValue
        try AVResult.check(av_frame_get_buffer(pointer, 0), "cannot allocate a \(width)×\(height) frame")
    }

    /// The plane pointers, as `sws_scale` and friends take them.
    var planes: [UnsafeMutablePointer<UInt8>?] {
        let data = pointer.pointee.data
        return [data.0, data.1, data.2, data.3]
    }

    /// The bytes per row of each plane.
    var strides: [Int32] {
        let linesize = pointer.pointee.linesize
        return [linesize.0, linesize.1, linesize.2, linesize.3]
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&frame)
    }
}
