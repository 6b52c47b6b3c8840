internal import Raster
internal import SceneGraph

/// A colour: SwiftUI's `Color`. Used as a view, it fills the space it is offered; used as a
/// style, it paints shapes and text. Components are sRGB, as on iOS.
///
/// A colour keeps what it was made from (a system colour's name, components, an opacity) and is
/// resolved where it is drawn, against that place's environment: `Color.primary` is black in
/// light mode and white in dark mode (`resolved(in:)`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    let provider: Provider

    /// What a colour is made from.
    indirect enum Provider: Hashable, Sendable {
        /// Fixed sRGB components.
        case components(RGBAColor)
        /// A named system colour, whose components depend on the colour scheme (`SystemColor`).
        case system(String)
        /// A colour with its opacity multiplied.
        case opacity(Provider, Double)
        /// A colour moved a fraction of the way to white.
        case lightened(Provider, Double)
        /// An asset catalog's colour set: one colour in light mode, another in dark mode.
        case appearances(light: RGBAColor, dark: RGBAColor)

        /// The components in `scheme`; `elevated`: at the elevated level (a sheet's content),
        /// where dark mode's backgrounds are lighter.
        func resolved(in scheme: ColorScheme, elevated: Bool = false) -> RGBAColor {
            switch self {
            case .components(let color): return color
            case .system(let name):
                if elevated, scheme == .dark, let color = SystemColor.elevated(name) { return color }
                return SystemColor.named(name, in: scheme) ?? .black
            case .appearances(let light, let dark):
                switch scheme {
                case .light: return light
                case .dark: return dark
                }
            case .opacity(let base, let opacity):
                var c = base.resolved(in: scheme, elevated: elevated)
                // Not clamped: the renderer clamps components.
                c.alpha *= opacity
                return c
            case .lightened(let base, let fraction):
                var c = base.resolved(in: scheme, elevated: elevated)
                c.red += (1 - c.red) * fraction
                c.green += (1 - c.green) * fraction
                c.blue += (1 - c.blue) * fraction
                return c
            }
        }
    }

    init(_ resolved: RGBAColor) { provider = .components(resolved) }

    init(provider: Provider) { self.provider = provider }

    init(named name: String) { provider = .system(name) }

    /// The colour's components where it is drawn: in `environment`'s colour scheme.
    func resolved(in environment: EnvironmentValues) -> RGBAColor {
        provider.resolved(in: environment.colorScheme, elevated: environment.isElevated)
    }

    /// The colour's components in `scheme`.
    func resolved(in scheme: ColorScheme) -> RGBAColor { provider.resolved(in: scheme) }

    public var description: String {
        let resolved = resolved(in: .light)
        return
            "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.alpha))"
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes; all are drawn as sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            self.init(RGBAColor(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity))
        } else {
            self.init(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(RGBAColor(white: white, alpha: opacity))
    }

    /// A colour from hue, saturation and brightness (all 0…1; the hue wraps around).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(Color.hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// A `UIColor` as a SwiftUI colour.
    public init(uiColor: UIColor) { self.init(provider: uiColor.provider) }

    /// A `UIColor` as a SwiftUI colour (`Color(.systemBlue)`).
    public init(_ color: UIColor) { self.init(provider: color.provider) }

    /// A Core Graphics colour as a SwiftUI colour.
    public init(cgColor: CGColor) { self.init(cgColor.resolved) }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(provider: .opacity(provider, opacity)) }

    /// The colour's standard gradient: top to bottom from a lighter tint of it to itself.
    ///
    /// SwiftUI does not document the tint; on an iPhone the top is a little lighter than the
    /// colour and the bottom is the colour, which a fifth of the way to white matches closely.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(provider: .lightened(provider, 0.2)), self]))
    }

    /// HSB (all 0…1) to sRGB: the engine's formula.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
        RGBAColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
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
        Lowered(
            .shape(
                ShapeView(kind: .rectangle, drawing: .fill(.color(resolved(in: context.environment)), rule: .nonZero))))
    }
}

extension Color: ShapeStyle {}

extension Color: StyleLowering {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle { .color(resolved(in: environment)) }
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)` typed as a `Color`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
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
extension Color: SingleColorStyle { var color: Color { self } }
