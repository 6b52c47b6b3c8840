@_implementationOnly import CFFmpeg

/// The versions of the C libraries Media runs on, for `zoetrope --version`.
public enum MediaLibraries {
    /// FFmpeg's version, as its libraries report it (e.g. "5.1.6-0+deb12u1").
    public static var ffmpegVersion: String { String(cString: av_version_info()) }
}
