import SwiftUI

/// The size class of a widget, with its size on a 6.1-inch iPhone (390 × 844 points), from
/// Apple's Human Interface Guidelines ("Widgets", iPhone 13/14/15 sizes).
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { rawValue }

    /// The widget's size in points.
    var size: CGSize {
        switch self {
        case .systemSmall: return CGSize(width: 170, height: 170)
        case .systemMedium: return CGSize(width: 364, height: 170)
        case .systemLarge: return CGSize(width: 364, height: 382)
        // iPad only; an iPhone shows it at the large size's width, twice as wide as tall.
        case .systemExtraLarge: return CGSize(width: 364, height: 170)
        case .accessoryCircular: return CGSize(width: 76, height: 76)
        case .accessoryRectangular: return CGSize(width: 172, height: 76)
        case .accessoryInline: return CGSize(width: 257, height: 26)
        }
    }

    /// The margins WidgetKit puts around the content (iOS 17's default content margins).
    var margins: CGFloat {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return 16
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return 0
        }
    }

    /// The radius of the widget's corners: about 22 points for the Home Screen's families on
    /// this iPhone (Apple does not publish it; measured on screenshots); Lock Screen widgets
    /// have none of their own (a circular one is round).
    var cornerRadius: CGFloat {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return 22
        case .accessoryCircular: return 38
        case .accessoryRectangular, .accessoryInline: return 0
        }
    }
}

private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct WidgetRenderingModeKey: EnvironmentKey {
    static var defaultValue: WidgetRenderingMode { .fullColor }
}
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct WidgetContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

extension EnvironmentValues {
    /// The family of the widget the view is in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the widget is drawn: in full colour on the Home Screen.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the widget's container background is shown: it is on the Home Screen.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// The margins WidgetKit puts around a widget's content.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// How a widget is drawn.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}
