internal import Raster
internal import SceneGraph

/// A colour: SwiftUI's `Color`. Used as a view, it fills the space it is offered; used as a
/// style, it paints shapes and text. Components are sRGB, as on iOS.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    let resolved: Raster::Color

    init(_ resolved: Raster::Color) { self.resolved = resolved }

    init(named name: String) { self.init(SystemColor.named(name) ?? .black) }

    public var description: String {
        "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.alpha))"
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes; all are drawn as sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            self.init(Raster::Color(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity))
        } else {
            self.init(Raster::Color(red: red, green: green, blue: blue, alpha: opacity))
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(Raster::Color(white: white, alpha: opacity))
    }

    /// A colour from hue, saturation and brightness (all 0…1; the hue wraps around).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(Color.hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// A colour from the app's asset catalogue (a scene has none).
    @available(*, unavailable, message: "'Color(_:bundle:)' is not supported by Zoetrope yet")
    public init(_ name: String, bundle: Bundle? = nil) { self.init(Raster::Color.black) }

    /// A `UIColor` as a SwiftUI colour.
    public init(uiColor: UIColor) { self.init(uiColor.resolved) }

    /// A `UIColor` as a SwiftUI colour (`Color(.systemBlue)`).
    public init(_ color: UIColor) { self.init(color.resolved) }

    /// A Core Graphics colour as a SwiftUI colour.
    public init(cgColor: CGColor) { self.init(cgColor.resolved) }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = resolved
        // Not clamped: the renderer clamps components.
        c.alpha *= opacity
        return Color(c)
    }

    /// The colour's standard gradient: top to bottom from a lighter tint of it to itself.
    ///
    /// SwiftUI does not document the tint; on an iPhone the top is a little lighter than the
    /// colour and the bottom is the colour, which a fifth of the way to white matches closely.
    public var gradient: AnyGradient {
        var light = resolved
        light.red += (1 - light.red) * 0.2
        light.green += (1 - light.green) * 0.2
        light.blue += (1 - light.blue) * 0.2
        return AnyGradient(Gradient(colors: [Color(light), self]))
    }

    /// HSB (all 0…1) to sRGB: the engine's formula.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Raster::Color {
        Raster::Color(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
    public static let gray = Color(named: "gray")
    public static let black = Color(named: "black")
    public static let white = Color(named: "white")
    public static let clear = Color(named: "clear")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "blue")
}

extension Color: View {
    public var body: Never { neverBody("Color") }
}

extension Color: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        Lowered(.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(resolved), rule: .nonZero))))
    }
}

extension Color: ShapeStyle {}

extension Color: StyleLowering {
    var sceneStyle: SceneGraph::ShapeStyle { .color(resolved) }
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)` typed as a `Color`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Raster::Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
