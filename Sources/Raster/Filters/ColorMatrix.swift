import Foundation

/// An affine map of a pixel's colour (unpremultiplied, gamma-encoded R, G, B in 0...1), alpha
/// unchanged: out = `rows` · (r, g, b) + `offset`, clamped to 0...1. SwiftUI's colour
/// adjustments (brightness, contrast, saturation, grayscale, hue rotation, colour inversion) are
/// each one.
public struct ColorMatrix: Hashable, Sendable {
    /// The 3 × 3 part, row by row: what each output channel takes of (r, g, b).
    public var red: SIMD3<Double>
    public var green: SIMD3<Double>
    public var blue: SIMD3<Double>
    public var offset: SIMD3<Double>

    public init(red: SIMD3<Double>, green: SIMD3<Double>, blue: SIMD3<Double>, offset: SIMD3<Double> = .zero) {
        self.red = red
        self.green = green
        self.blue = blue
        self.offset = offset
    }

    public static let identity = ColorMatrix(red: SIMD3(1, 0, 0), green: SIMD3(0, 1, 0), blue: SIMD3(0, 0, 1))

    /// Rec. 709 luma weights, which SwiftUI's saturation and grayscale keep.
    static let luma = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Adds `amount` to every channel (SwiftUI's `brightness`: 0 unchanged, 1 white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(red: identity.red, green: identity.green, blue: identity.blue, offset: SIMD3(repeating: amount))
    }

    /// Scales every channel's distance from mid-grey by `amount` (0 grey, 1 unchanged, negative
    /// inverts).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        ColorMatrix(
            red: SIMD3(amount, 0, 0), green: SIMD3(0, amount, 0), blue: SIMD3(0, 0, amount),
            offset: SIMD3(repeating: 0.5 * (1 - amount)))
    }

    /// Mixes each colour with its luma grey: 0 grey, 1 unchanged, above 1 more saturated.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let grey = (1 - amount) * luma
        return ColorMatrix(
            red: grey + SIMD3(amount, 0, 0), green: grey + SIMD3(0, amount, 0), blue: grey + SIMD3(0, 0, amount))
    }

    /// Turns the hue by `radians` keeping luma (the SVG `hueRotate` matrix).
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let c = cos(radians)
        let s = sin(radians)
        return ColorMatrix(
            red: SIMD3(0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928),
            green: SIMD3(0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283),
            blue: SIMD3(0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072))
    }

    /// 1 − each channel.
    public static let inversion = ColorMatrix(
        red: SIMD3(-1, 0, 0), green: SIMD3(0, -1, 0), blue: SIMD3(0, 0, -1), offset: SIMD3(repeating: 1))

    /// The colour `rgb` mapped and clamped.
    public func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        var out = SIMD3(
            (red * rgb).sum() + offset.x, (green * rgb).sum() + offset.y, (blue * rgb).sum() + offset.z)
        out.replace(with: 0, where: .!(out .>= 0))
        out.replace(with: 1, where: out .> 1)
        return out
    }
}
