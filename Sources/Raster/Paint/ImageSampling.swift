/// How a bitmap's pixels are sampled where it is drawn scaled (SwiftUI's
/// `Image.Interpolation`).
public enum ImageSampling: Hashable, Sendable {
    /// Bilinearly, from mipmaps when drawn smaller (`ImageSampler`): `.low`, `.medium`,
    /// `.high` and the default.
    case smooth
    /// Each device pixel takes the image pixel its centre falls in (`NearestSampler`), so a
    /// magnified image's pixels are sharp squares: `.interpolation(.none)`, for pixel art.
    case nearest
}
