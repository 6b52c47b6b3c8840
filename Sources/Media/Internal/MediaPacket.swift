@_implementationOnly import CFFmpeg

/// Owns an `AVPacket` and frees it on deinit.
final class MediaPacket {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws {
        guard let packet = av_packet_alloc() else {
            throw MediaError("out of memory allocating a packet")
        }
        pointer = packet
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&packet)
    }
}
