import Media

/// An encoder that takes frames one by one and writes its file atomically on `finish()`.
protocol FrameEncoder: AnyObject {
    /// Adds a frame; `changedRows` are the only rows that may differ from the frame before (nil: any).
    func append(premultipliedRGBA rgba: [UInt8], changedRows: [Range<Int>]?) throws
    func finish() throws
    func cancel()
}

extension VideoEncoder: FrameEncoder {}
extension GIFEncoder: FrameEncoder {
    /// GIF frames are quantised whole against the palette: the changed rows are not needed.
    func append(premultipliedRGBA rgba: [UInt8], changedRows: [Range<Int>]?) throws {
        try append(premultipliedRGBA: rgba)
    }
}
