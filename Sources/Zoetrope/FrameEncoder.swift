import Media

/// An encoder that takes frames one by one and writes its file atomically on `finish()`.
protocol FrameEncoder: AnyObject {
    func append(premultipliedRGBA rgba: [UInt8]) throws
    func finish() throws
    func cancel()
}

extension VideoEncoder: FrameEncoder {}
extension GIFEncoder: FrameEncoder {}
