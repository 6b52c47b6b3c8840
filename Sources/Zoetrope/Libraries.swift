import Media
import Typography

/// The C libraries the engine draws and encodes with, and their versions.
public enum Libraries {
    /// E.g. "FFmpeg 5.1.6-0+deb12u1, FreeType 2.12.1, HarfBuzz 6.0.0".
    public static var versions: String {
        "FFmpeg \(MediaLibraries.ffmpegVersion), FreeType \(TypographyLibraries.freeTypeVersion), "
            + "HarfBuzz \(TypographyLibraries.harfBuzzVersion)"
    }
}
