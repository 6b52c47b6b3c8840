import Raster

/// SwiftUI's named colours in light mode (DESIGN.md §3).
public enum SystemColor {
    /// The colour for a SwiftUI name such as `red` or `secondarySystemBackground`, or nil.
    public static func named(_ name: String) -> Color? { table[name] }

    /// Every supported name, sorted (for "did you mean" suggestions).
    public static var names: [String] { table.keys.sorted() }

    private static let table: [String: Color] = [
        "red": Color(red8: 255, green8: 59, blue8: 48),
        "orange": Color(red8: 255, green8: 149, blue8: 0),
        "yellow": Color(red8: 255, green8: 204, blue8: 0),
        "green": Color(red8: 52, green8: 199, blue8: 89),
        "mint": Color(red8: 0, green8: 199, blue8: 190),
        "teal": Color(red8: 48, green8: 176, blue8: 199),
        "cyan": Color(red8: 50, green8: 173, blue8: 230),
        "blue": Color(red8: 0, green8: 122, blue8: 255),
        "indigo": Color(red8: 88, green8: 86, blue8: 214),
        "purple": Color(red8: 175, green8: 82, blue8: 222),
        "pink": Color(red8: 255, green8: 45, blue8: 85),
        "brown": Color(red8: 162, green8: 132, blue8: 94),
        "gray": Color(red8: 142, green8: 142, blue8: 147),
        "black": .black,
        "white": .white,
        "clear": .clear,
        "primary": .black,
        "secondary": Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6),
        "secondarySystemBackground": Color(red8: 242, green8: 242, blue8: 247),
    ]
}
