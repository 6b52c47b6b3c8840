import Geometry

/// A device `--device` renders as: its screen in points, its scale and its safe area, in portrait.
public struct DevicePreset: Sendable, Equatable {
    public var name: String
    public var size: Size
    public var scale: Double
    /// The safe area's insets in points, in portrait.
    public var safeArea: Insets

    /// The presets, smallest first. Sizes and scales are Apple's published screen specifications;
    /// the insets are those UIKit reports in portrait (`safeAreaInsets` of a full-screen window):
    /// the status bar (20 points on the home-button iPhone SE; the sensor housing and status bar
    /// on the others) above, the home indicator's strip below.
    public static let all: [DevicePreset] = [
        DevicePreset("iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0),
        DevicePreset("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34),
        DevicePreset("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34),
        DevicePreset("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34),
        DevicePreset("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34),
        DevicePreset("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34),
        DevicePreset("iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34),
        DevicePreset("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
        DevicePreset("iPad Air", 820, 1180, scale: 2, top: 24, bottom: 20),
        DevicePreset("iPad Pro 13\"", 1032, 1376, scale: 2, top: 24, bottom: 20),
    ]

    /// The screen a render without `--device` or `--size` shows: the iPhone 14's (390×844 points,
    /// the size `UIScreen.main.bounds` has by default), with its safe area.
    public static var defaultScreen: DevicePreset { all.first { $0.name == "iPhone 14" }! }

    private init(_ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double) {
        self.name = name
        self.size = Size(width: width, height: height)
        self.scale = scale
        self.safeArea = Insets(top: top, bottom: bottom)
    }

    /// The preset `text` names, ignoring case, spaces, hyphens, underscores and quotes
    /// ("iphone-15-pro", "iPad Pro 13"); nil when none does.
    public static func named(_ text: String) -> DevicePreset? {
        let key = folded(text)
        return all.first { folded($0.name) == key }
    }

    /// The names as `--device` lists them.
    public static var names: [String] { all.map(\.name) }

    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { !" -_\"'”″".contains($0) })
    }
}

extension RenderSettings {
    /// Renders as `device`: its size, its safe area and (unless `keepScale`) its scale.
    public mutating func apply(_ device: DevicePreset, keepScale: Bool = false) {
        canvas = device.size
        safeArea = device.safeArea
        if !keepScale { scale = device.scale }
    }
}
