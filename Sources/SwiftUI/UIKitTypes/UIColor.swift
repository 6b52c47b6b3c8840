internal import Raster
internal import SceneGraph

/// UIKit's colour, as SwiftUI code uses it (`Color(.systemBlue)`, `UIColor(red:…)`). Declared
/// here because `import SwiftUI` brings UIKit's names on iOS. Colours are light mode's.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let resolved: Raster::Color

    init(_ resolved: Raster::Color) { self.resolved = resolved }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        resolved = Raster::Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(Raster::Color(white: Double(white), alpha: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        self.init(
            Color.hsb(
                hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), alpha: Double(alpha)))
    }

    /// A SwiftUI colour as a `UIColor`.
    public convenience init(_ color: Color) { self.init(color.resolved) }

    public convenience init(cgColor: CGColor) { self.init(cgColor.resolved) }

    /// The colour with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = resolved
        c.alpha = Double(alpha)
        return UIColor(c)
    }

    /// A colour from the app's asset catalogue (a scene has none).
    @available(*, unavailable, message: "'UIColor(named:)' is not supported by Zoetrope yet")
    public convenience init?(named name: String) { return nil }

    /// Writes the colour's sRGB components and alpha; true, as every colour is sRGB here.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.alpha)
        return true
    }

    /// The colour as Core Graphics has it.
    public var cgColor: CGColor { CGColor(resolved) }

    public var description: String {
        "UIColor(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), alpha: \(resolved.alpha))"
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.resolved == b.resolved }
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved) }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> UIColor {
        UIColor(Raster::Color(red8: red, green8: green, blue8: blue, alpha: alpha))
    }

    private static func system(_ name: String) -> UIColor { UIColor(SystemColor.named(name) ?? .black) }

    // The classic colours: pure RGB components.
    public static let black = UIColor(Raster::Color.black)
    public static let white = UIColor(Raster::Color.white)
    public static let clear = UIColor(Raster::Color.clear)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)
    public static let gray = UIColor(white: 0.5)
    public static let darkGray = UIColor(white: 1.0 / 3)
    public static let lightGray = UIColor(white: 2.0 / 3)

    // The system colours (DESIGN.md §3).
    public static let systemRed = system("red")
    public static let systemOrange = system("orange")
    public static let systemYellow = system("yellow")
    public static let systemGreen = system("green")
    public static let systemMint = system("mint")
    public static let systemTeal = system("teal")
    public static let systemCyan = system("cyan")
    public static let systemBlue = system("blue")
    public static let systemIndigo = system("indigo")
    public static let systemPurple = system("purple")
    public static let systemPink = system("pink")
    public static let systemBrown = system("brown")
    public static let systemGray = system("gray")
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)

    // Semantic colours.
    public static let label = UIColor(Raster::Color.black)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let systemBackground = UIColor(Raster::Color.white)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(Raster::Color.white)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// The colour of separators (what `Divider` draws).
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Raster::Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}

/// The type of `#colorLiteral(…)` when nothing else is asked for, as on iOS.
public typealias _ColorLiteralType = UIColor

/// Core Graphics' colour (`UIColor.cgColor`, `Color(cgColor:)`).
public final class CGColor: Hashable, Sendable {
    let resolved: Raster::Color

    init(_ resolved: Raster::Color) { self.resolved = resolved }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.resolved == b.resolved }
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved) }

    /// The colour's alpha.
    public var alpha: CGFloat { CGFloat(resolved.alpha) }
}
