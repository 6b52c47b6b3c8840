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

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(Raster::Color(red: r + m, green: g + m, blue: b + m, alpha: opacity))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = resolved
        c.alpha *= max(0, min(1, opacity))
        return Color(c)
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
