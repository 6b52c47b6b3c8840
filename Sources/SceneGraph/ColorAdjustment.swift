import Geometry
import Raster

/// One of SwiftUI's colour adjustments, with the amount it was written with (so that it
/// animates by its amount, not by the numbers of its matrix).
public enum ColorAdjustment: Hashable, Sendable {
    /// `.brightness(amount)`: adds the amount to each channel.
    case brightness(Double)
    /// `.contrast(amount)`: scales each channel's distance from mid-grey.
    case contrast(Double)
    /// `.saturation(amount)`: mixes with the luma grey (0 grey, 1 unchanged).
    case saturation(Double)
    /// `.grayscale(amount)`: 0 unchanged, 1 grey (saturation 1 − amount).
    case grayscale(Double)
    /// `.hueRotation(angle)`.
    case hueRotation(Angle)
    /// `.colorInvert()`.
    case colorInvert

    /// The colour matrix the adjustment applies.
    public var matrix: ColorMatrix {
        switch self {
        case .brightness(let b): .brightness(b)
        case .contrast(let c): .contrast(c)
        case .saturation(let s): .saturation(s)
        case .grayscale(let g): .saturation(1 - g)
        case .hueRotation(let angle): .hueRotation(radians: angle.radians)
        case .colorInvert: .inversion
        }
    }

    /// The effect's name in property listings.
    var kindName: String {
        switch self {
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorInvert: "colorInvert"
        }
    }

    /// Calls `visit` with the amount (and whether it is an angle in radians), if there is one.
    mutating func visitAmount(_ visit: (inout Double, Bool) -> Void) {
        switch self {
        case .brightness(var v):
            visit(&v, false)
            self = .brightness(v)
        case .contrast(var v):
            visit(&v, false)
            self = .contrast(v)
        case .saturation(var v):
            visit(&v, false)
            self = .saturation(v)
        case .grayscale(var v):
            visit(&v, false)
            self = .grayscale(v)
        case .hueRotation(var angle):
            visit(&angle.radians, true)
            self = .hueRotation(angle)
        case .colorInvert:
            break
        }
    }
}
