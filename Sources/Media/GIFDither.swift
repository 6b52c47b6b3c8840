/// How colours between palette entries are approximated in a GIF.
public enum GIFDither: String, Sendable, CaseIterable {
    /// Each pixel takes the nearest palette colour: flat areas band, files are smallest.
    case none
    /// Ordered dithering with an 8×8 Bayer matrix, as strong as the palette's typical colour spacing: a
    /// regular pattern that stays put from frame to frame.
    case bayer
    /// Floyd–Steinberg error diffusion (7/16, 3/16, 5/16, 1/16 of three quarters of the error).
    case floydSteinberg = "floyd-steinberg"
    /// Sierra Lite error diffusion (2/4, 1/4, 1/4 of three quarters of the error).
    case sierra24a = "sierra2_4a"
}
