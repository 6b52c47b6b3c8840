@_implementationOnly import CFFmpeg

/// FFmpeg's own console logging.
enum FFmpegLog {
    /// Silences FFmpeg's console output, once per process. Every failure reaches callers as a `MediaError`
    /// carrying FFmpeg's message, and the program reports errors through one reporter (DESIGN.md §7);
    /// libx264's per-encode statistics and FFmpeg's duplicate error lines would only clutter stderr.
    static let silenced: Void = {
        av_log_set_level(AV_LOG_QUIET)
    }()
}
