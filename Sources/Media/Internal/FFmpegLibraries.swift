@_implementationOnly import CFFmpeg
@_implementationOnly import CFFmpegLoader

/// FFmpeg's libraries, loaded on first use (`CFFmpegLoader`): a render that writes no video and
/// reads no image never loads them.
enum FFmpegLibraries {
    /// Loads the libraries, once per process, and silences FFmpeg's console output; throws when
    /// they cannot be loaded. Every Media entry point that reaches FFmpeg calls it first.
    ///
    /// Console output is silenced because every failure reaches callers as a `MediaError` carrying
    /// FFmpeg's message, and the program reports errors through one reporter (DESIGN.md §7);
    /// libx264's per-encode statistics and FFmpeg's duplicate error lines would only clutter stderr.
    static func load() throws {
        if let problem = loaded { throw MediaError(problem) }
    }

    /// Nil once loaded; otherwise why not.
    private static let loaded: String? = {
        if let problem = zoetrope_ffmpeg_load() { return String(cString: problem) }
        av_log_set_level(AV_LOG_QUIET)
        return nil
    }()
}
