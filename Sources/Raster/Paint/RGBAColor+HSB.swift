extension RGBAColor {
    /// The sRGB colour of a hue, saturation and brightness (all 0…1; the hue wraps), as
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)` and UIKit's `UIColor(hue:…)` give it.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        // A hue that is not finite has no angle: it is taken as 0 (red), rather than trapping.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
