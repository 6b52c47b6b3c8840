internal import Raster

/// Core Graphics' array type, as `[color.cgColor, …] as CFArray` writes it (Linux's Foundation
/// has no Core Foundation types): an array of anything.
public typealias CFArray = [Any]

/// A gradient's colours and their locations, for `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are sRGB whatever the colour space says.
public final class CGGradient {
    let stops: GradientStops

    /// `colors` holds `CGColor`s (or `UIColor`s); `locations` (0…1, one per colour) spaces them,
    /// evenly when nil. Nil when there is no colour, as on iOS.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let resolved: [RGBAColor] = colors.compactMap {
            if let color = $0 as? CGColor { return color.resolved }
            if let color = $0 as? UIColor { return color.resolved }
            return nil
        }
        guard !resolved.isEmpty else { return nil }
        if let locations {
            stops = GradientStops(
                stops: resolved.indices.map { GradientStops.Stop(color: resolved[$0], location: Double(locations[$0])) }
            )
        } else {
            stops = GradientStops(colors: resolved)
        }
    }

    /// `count` colours of `components` (four numbers each: red, green, blue, alpha) at
    /// `locations` (evenly spaced when nil).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map {
            RGBAColor(
                red: Double(components[4 * $0]), green: Double(components[4 * $0 + 1]),
                blue: Double(components[4 * $0 + 2]), alpha: Double(components[4 * $0 + 3]))
        }
        if let locations {
            stops = GradientStops(
                stops: colors.indices.map { GradientStops.Stop(color: colors[$0], location: Double(locations[$0])) })
        } else {
            stops = GradientStops(colors: colors)
        }
    }
}

/// Whether a gradient also paints before its start and after its end (by default it paints
/// only between them).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
