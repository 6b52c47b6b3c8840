import Geometry
import Raster

/// One of SwiftUI's colour adjustments, with the amount it was written with (so that it
/// animates by its amount, not by the numbers of its matrix).
public struct ColorAdjustment: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case brightness, contrast, saturation, grayscale, hueRotation, colorInvert
    }

    public var kind: Kind
    /// The amount written (radians for a hue rotation; unused by `colorInvert`).
    public var amount: Double

    public init(_ kind: Kind, amount: Double) {
        self.kind = kind
        self.amount = amount
    }

    /// `.brightness(amount)`: adds the amount to each channel.
    public static func brightness(_ amount: Double) -> ColorAdjustment { ColorAdjustment(.brightness, amount: amount) }
    /// `.contrast(amount)`: scales each channel's distance from mid-grey.
    public static func contrast(_ amount: Double) -> ColorAdjustment { ColorAdjustment(.contrast, amount: amount) }
    /// `.saturation(amount)`: mixes with the luma grey (0 grey, 1 unchanged).
    public static func saturation(_ amount: Double) -> ColorAdjustment { ColorAdjustment(.saturation, amount: amount) }
    /// `.grayscale(amount)`: 0 unchanged, 1 grey (saturation 1 − amount).
    public static func grayscale(_ amount: Double) -> ColorAdjustment { ColorAdjustment(.grayscale, amount: amount) }
    /// `.hueRotation(angle)`.
    public static func hueRotation(_ angle: Angle) -> ColorAdjustment {
        ColorAdjustment(.hueRotation, amount: angle.radians)
    }
    /// `.colorInvert()`.
    public static let colorInvert = ColorAdjustment(.colorInvert, amount: 0)

    /// The colour matrix the adjustment applies.
    public var matrix: ColorMatrix {
        switch kind {
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .saturation: .saturation(amount)
        case .grayscale: .saturation(1 - amount)
        case .hueRotation: .hueRotation(radians: amount)
        case .colorInvert: .inversion
        }
    }

    /// The effect's name in property listings.
    var kindName: String { kind.rawValue }
}
