/// UIKit's description of the interface a colour or image is resolved for: here its interface
/// style (light or dark) and display scale, what a dynamic colour's provider reads.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 3
    }

    public init(displayScale: CGFloat) {
        userInterfaceStyle = .light
        self.displayScale = displayScale
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// The traits code outside a view reads: light mode on a 3× screen, as a render begins.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark: UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
