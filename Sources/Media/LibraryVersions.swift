@_implementationOnly import CFFmpeg

/// The versions of the C libraries Media runs on, for `zoetrope --version`.
public enum MediaLibraries {
    /// FFmpeg's version, as its libraries report it (e.g. "5.1.6-0+deb12u1").
    /// "not available" and the reason when FFmpeg's libraries cannot be loaded.
    public static var ffmpegVersion: String {
        do {
            try FFmpegLibraries.load()
            return String(cString: av_version_info())
        } catch {
            return "not available (\(error))"
        }
    }
}
