/// A colour space. Zoetrope draws in sRGB, so every space is drawn as sRGB; the name is kept.
public final class CGColorSpace: Sendable {
    /// The space's name (`CGColorSpace.sRGB` …).
    public let name: String?
    /// How many components a colour of the space has (1 for grey, 3 for RGB).
    public let numberOfComponents: Int

    init(name: String?, components: Int) {
        self.name = name
        numberOfComponents = components
    }

    /// The space named `name`; nil for a name Core Graphics does not know.
    public convenience init?(name: String) {
        let known = [
            CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
            CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear, CGColorSpace.genericGrayGamma2_2,
            CGColorSpace.linearGray, CGColorSpace.extendedGray, CGColorSpace.extendedDisplayP3,
        ]
        guard known.contains(name) else { return nil }
        self.init(name: name, components: name.contains("Gray") ? 1 : 3)
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
}

/// The device's RGB space: sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceSRGB", components: 3) }

/// The device's grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2", components: 1)
}
