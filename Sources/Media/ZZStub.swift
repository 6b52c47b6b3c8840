// TEMPORARY stub (not committed)
public struct MediaError: Error, CustomStringConvertible { public var description: String }
public struct VideoSettings: Sendable {
    public var width: Int, height: Int, fps: Int, crf: Int, preset: String
    public init(width: Int, height: Int, fps: Int = 60, crf: Int = 18, preset: String = "medium") {
        self.width = width; self.height = height; self.fps = fps; self.crf = crf; self.preset = preset
    }
}
public final class VideoEncoder {
    public init(path: String, settings: VideoSettings) throws {}
    public func append(premultipliedRGBA rgba: [UInt8]) throws {}
    public func finish() throws {}
    public func cancel() {}
}
public enum PNGFile {
    public static func write(premultipliedRGBA: [UInt8], width: Int, height: Int, to path: String) throws {}
}
public struct DecodedImage: Sendable {
    public var width: Int; public var height: Int; public var premultipliedRGBA: [UInt8]
}
public enum ImageFile {
    public static func read(path: String) throws -> DecodedImage {
        DecodedImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
    }
}
