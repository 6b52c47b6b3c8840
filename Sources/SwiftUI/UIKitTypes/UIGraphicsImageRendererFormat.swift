/// How a `UIGraphicsImageRenderer` makes its images: pixels per point and whether they are opaque.
public class UIGraphicsImageRendererFormat {
    /// Pixels per point (the screen's, 3, by default).
    public var scale: CGFloat
    /// An opaque image starts black rather than transparent, as on iOS.
    public var opaque: Bool
    /// Whether wide colour is preferred (drawing is sRGB whatever it says).
    public var preferredRange: Range = .automatic

    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The format best for the screen: its scale.
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The default format (the screen's scale).
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The bounds images are drawn in.
    public var bounds: CGRect { .zero }

    /// A colour range for the images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
}
