internal import Raster

/// SwiftUI's and UIKit's named colours, in light and dark mode (DESIGN.md §3). The dark values
/// are iOS's (Apple's Human Interface Guidelines, "Color": the system colours' default
/// appearance in Dark Mode; UIKit's `UIColor` element colours such as `label` and
/// `secondarySystemBackground`).
enum SystemColor {
    /// The colour for a name such as `red` or `secondarySystemBackground` in light mode, or nil.
    static func named(_ name: String) -> RGBAColor? { table[name]?.light }

    /// The colour for a name in `scheme`, or nil.
    static func named(_ name: String, in scheme: ColorScheme) -> RGBAColor? {
        guard let pair = table[name] else { return nil }
        switch scheme {
        case .light: return pair.light
        case .dark: return pair.dark
        }
    }

    /// The colour for a name in dark mode at the elevated level (a sheet's content, as UIKit's
    /// `userInterfaceLevel` `.elevated` resolves the backgrounds), or nil when it has no elevated
    /// value (then it is the base one). The values are UIKit's elevated dark backgrounds.
    static func elevated(_ name: String) -> RGBAColor? { elevatedTable[name] }

    private static let elevatedTable: [String: RGBAColor] = [
        "systemBackground": rgb(28, 28, 30),
        "secondarySystemBackground": rgb(44, 44, 46),
        "tertiarySystemBackground": rgb(58, 58, 60),
        "systemGroupedBackground": rgb(28, 28, 30),
        "secondarySystemGroupedBackground": rgb(44, 44, 46),
        "tertiarySystemGroupedBackground": rgb(58, 58, 60),
    ]

    /// Every supported name, sorted (for "did you mean" suggestions).
    static var names: [String] { table.keys.sorted() }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red8: r, green8: g, blue8: b, alpha: a)
    }

    private static let table: [String: (light: RGBAColor, dark: RGBAColor)] = [
        "red": (rgb(255, 59, 48), rgb(255, 69, 58)),
        "orange": (rgb(255, 149, 0), rgb(255, 159, 10)),
        "yellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
        "green": (rgb(52, 199, 89), rgb(48, 209, 88)),
        "mint": (rgb(0, 199, 190), rgb(99, 230, 226)),
        "teal": (rgb(48, 176, 199), rgb(64, 200, 224)),
        "cyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
        "blue": (rgb(0, 122, 255), rgb(10, 132, 255)),
        "indigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
        "purple": (rgb(175, 82, 222), rgb(191, 90, 242)),
        "pink": (rgb(255, 45, 85), rgb(255, 55, 95)),
        "brown": (rgb(162, 132, 94), rgb(172, 142, 104)),
        "gray": (rgb(142, 142, 147), rgb(142, 142, 147)),
        "gray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
        "gray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
        "gray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
        "gray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
        "gray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
        "black": (.black, .black),
        "white": (.white, .white),
        "clear": (.clear, .clear),
        // The label colours: SwiftUI's primary is label, secondary is secondaryLabel.
        "primary": (.black, .white),
        "secondary": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiary": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternary": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        // Estimate: UIKit documents no fifth label colour (SwiftUI's `.quinary`, iOS 17); the
        // label grey at half the quaternary's opacity, as each level fades the one before.
        "quinary": (rgb(60, 60, 67, 0.09), rgb(235, 235, 245, 0.08)),
        "placeholderText": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        "systemBackground": (.white, .black),
        "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
        "tertiarySystemBackground": (.white, rgb(44, 44, 46)),
        "systemGroupedBackground": (rgb(242, 242, 247), .black),
        "secondarySystemGroupedBackground": (.white, rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
        "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
        // Not a SwiftUI name: a switch's off track, systemFill as it looks on the system
        // background, opaque (UISwitch's off colour in dark mode is 57, 57, 61).
        "switchOffTrack": (rgb(233, 233, 234), rgb(57, 57, 61)),
    ]
}
