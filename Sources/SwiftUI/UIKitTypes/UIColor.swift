internal import Raster
internal import SceneGraph

/// UIKit's colour, as SwiftUI code uses it (`Color(.systemBlue)`, `UIColor(red:…)`). Declared
/// here because `import SwiftUI` brings UIKit's names on iOS. The system colours follow the
/// colour scheme where they are drawn (`Color(.systemBackground)` is black in dark mode); read
/// directly (`getRed`, `cgColor`), a colour is light mode's, as under a light trait collection.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let provider: Color.Provider

    /// The colour in light mode.
    var resolved: RGBAColor { provider.resolved(in: .light) }

    init(_ resolved: RGBAColor) { provider = .components(resolved) }

    init(provider: Color.Provider) { self.provider = provider }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        provider = .components(
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(RGBAColor(white: Double(white), alpha: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        self.init(
            Color.hsb(
                hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), alpha: Double(alpha)))
    }

    /// A SwiftUI colour as a `UIColor`.
    public convenience init(_ color: Color) { self.init(provider: color.provider) }

    public convenience init(cgColor: CGColor) { self.init(cgColor.resolved) }

    /// The colour with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let current = resolved.alpha
        // The provider's opacity is multiplied: undo the colour's own.
        return UIColor(provider: .opacity(provider, current == 0 ? 0 : Double(alpha) / current))
    }

    /// The colour set `name` of the scene's asset catalogs, in light and dark mode; nil when no
    /// catalog has it, as on iOS (with a warning).
    public convenience init?(named name: String, line: Int = #line, column: Int = #column) {
        guard let provider = Color.catalogProvider(name) else {
            Color.warnMissingColor(name, in: "UIColor(named:)", "nil, as on iOS", line: line, column: column)
            return nil
        }
        self.init(provider: provider)
    }

    /// The colour set `name` of the scene's asset catalogs (the bundle and traits are the app's).
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?, line: Int = #line,
        column: Int = #column
    ) {
        self.init(named: name, line: line, column: column)
    }

    /// The colour of an asset catalog's colour set, named by its generated resource.
    public convenience init(resource: ColorResource, line: Int = #line, column: Int = #column) {
        self.init(provider: Color(resource, line: line, column: column).provider)
    }

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

    public static func == (a: UIColor, b: UIColor) -> Bool { a.provider == b.provider }
    public func hash(into hasher: inout Hasher) { hasher.combine(provider) }

    private static func system(_ name: String) -> UIColor { UIColor(provider: .system(name)) }

    // The classic colours: pure RGB components.
    public static let black = UIColor(RGBAColor.black)
    public static let white = UIColor(RGBAColor.white)
    public static let clear = UIColor(RGBAColor.clear)
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
    public static let systemGray2 = system("gray2")
    public static let systemGray3 = system("gray3")
    public static let systemGray4 = system("gray4")
    public static let systemGray5 = system("gray5")
    public static let systemGray6 = system("gray6")

    // Semantic colours.
    public static let label = system("primary")
    public static let secondaryLabel = system("secondary")
    public static let tertiaryLabel = system("tertiary")
    public static let quaternaryLabel = system("quaternary")
    public static let placeholderText = system("placeholderText")
    public static let systemFill = system("systemFill")
    public static let secondarySystemFill = system("secondarySystemFill")
    public static let tertiarySystemFill = system("tertiarySystemFill")
    public static let quaternarySystemFill = system("quaternarySystemFill")
    public static let systemBackground = system("systemBackground")
    public static let secondarySystemBackground = system("secondarySystemBackground")
    public static let tertiarySystemBackground = system("tertiarySystemBackground")
    public static let systemGroupedBackground = system("systemGroupedBackground")
    /// The colour of separators (what `Divider` draws).
    public static let separator = system("separator")
    public static let opaqueSeparator = system("opaqueSeparator")
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}

/// The type of `#colorLiteral(…)` when nothing else is asked for, as on iOS.
public typealias _ColorLiteralType = UIColor

/// Core Graphics' colour (`UIColor.cgColor`, `Color(cgColor:)`).
public final class CGColor: Hashable, Sendable {
    let resolved: RGBAColor

    init(_ resolved: RGBAColor) { self.resolved = resolved }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.resolved == b.resolved }
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved) }

    /// The colour's alpha.
    public var alpha: CGFloat { CGFloat(resolved.alpha) }
}
