internal import SceneGraph

/// UIKit's traits of the screen a view is on: an iPhone's in portrait (an iPad's on a canvas as
/// wide as one), in light mode.
open class UITraitCollection: NSObject {
    open var userInterfaceStyle: UIUserInterfaceStyle = .light
    open var userInterfaceIdiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
    open var horizontalSizeClass: UIUserInterfaceSizeClass =
        UIDevice.current.userInterfaceIdiom == .pad ? .regular : .compact
    open var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    open var displayScale: CGFloat = UIScreen.main.scale
    open var preferredContentSizeCategory: UIContentSizeCategory = .ofTheRender
    open var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    open var accessibilityContrast: UIAccessibilityContrast = .normal
    open var legibilityWeight: UILegibilityWeight = .regular

    public override init() { super.init() }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    public convenience init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    convenience init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.init(userInterfaceStyle: userInterfaceStyle)
        self.displayScale = displayScale
    }

    /// The traits of the screen (light mode, as `UIColor` resolves outside a view).
    open class var current: UITraitCollection { UITraitCollection() }

    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}

/// Light or dark mode, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Compact or regular width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The direction of a layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The contrast setting.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// Whether Bold Text is on.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// A Dynamic Type size, as UIKit names it: `.large` is the default.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// The sizes, smallest first, in the order of SwiftUI's `DynamicTypeSize`.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The root's size in the render (`--dynamic-type-size`; Large by default).
    static var ofTheRender: UIContentSizeCategory {
        ordered[SceneRuntime.current?.dynamicTypeSize ?? DynamicTypeStyle.defaultSize]
    }
}

/// The accessibility settings: all off in a render, as on a phone as it ships.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Posts an announcement for VoiceOver: nothing listens in a render.
    public static func post(notification: Notification, argument: Any?) {}

    /// A VoiceOver notification.
    public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement")
        public static let screenChanged = Notification(name: "screenChanged")
        public static let layoutChanged = Notification(name: "layoutChanged")
        public static let pageScrolled = Notification(name: "pageScrolled")
    }
}
