import Media

/// What kind of file a render writes, chosen from the output path and an optional codec.
public enum OutputFormat: Equatable, Sendable {
    /// A video file with this codec (the container follows the extension).
    case video(VideoCodec)
    /// An animated GIF.
    case gif
    /// One PNG per frame, named by a pattern with one `%d` or `%0Nd` for the frame number.
    case pngSequence(pattern: String)

    /// The format for `path`: `.mp4`/`.m4v` H.264, `.mov` ProRes 4444, `.webm` VP9, `.gif` GIF, and a `.png`
    /// name with a frame-number pattern a PNG sequence. `codec` ("h264", "hevc", "prores", "vp9") overrides
    /// the extension's codec when the container can hold it.
    public static func resolve(path: String, codec: String? = nil) throws(ZoetropeError) -> OutputFormat {
        let fileExtension = OutputPath.fileExtension(of: path)
        let format: OutputFormat
        switch fileExtension {
        case "gif":
            format = .gif
        case "png":
            guard FramePattern(path) != nil else {
                throw .setting(.framePatternNeeded(path: path))
            }
            format = .pngSequence(pattern: path)
        default:
            guard let implied = VideoCodec.implied(byExtension: fileExtension) else {
                throw .setting(.unknownFormat(path: path))
            }
            format = .video(implied)
        }
        guard let codec else { return format }
        guard let chosen = VideoCodec(rawValue: codec.lowercased()) else {
            throw .setting(.unknownCodec(codec, known: VideoCodec.allCases.map(\.rawValue)))
        }
        guard case .video = format, chosen.fileExtensions.contains(fileExtension) else {
            throw .setting(.codecNotInFile(chosen, path: path))
        }
        return .video(chosen)
    }

    /// Whether the format can store transparency.
    public var supportsAlpha: Bool {
        switch self {
        case .video(let codec): codec.supportsAlpha
        case .gif, .pngSequence: true
        }
    }

    /// Whether transparency is kept when the command line says nothing: formats made for compositing
    /// (PNG, ProRes 4444, VP9) keep it; H.264, HEVC and GIF are opaque, over black.
    public var keepsAlphaByDefault: Bool {
        switch self {
        case .video(let codec): codec.supportsAlpha
        case .pngSequence: true
        case .gif: false
        }
    }

    /// A short name for messages, e.g. "H.264 MP4".
    public var displayName: String {
        switch self {
        case .video(let codec): codec.displayName
        case .gif: "GIF"
        case .pngSequence: "PNG sequence"
        }
    }
}
