internal import SceneGraph

// The built-in values of the environment, each one key and one property (SwiftUI's names and
// defaults for an iPhone in portrait, light mode, at the default text size). A modifier sets
// each (`.font`, `.preferredColorScheme`, `.disabled` …) and `@Environment(\.name)` reads it.

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private struct LayoutDirectionKey: EngineEnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .layoutDirection(rightToLeft: environment.layoutDirection == .rightToLeft)
    }
}
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct FontKey: EngineEnvironmentKey {
    static var defaultValue: Font? { nil }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        environment.font.map { .font($0.engine) }
    }
}
private struct LineLimitKey: EngineEnvironmentKey {
    static var defaultValue: Int? { nil }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .lineLimit(environment.lineLimit)
    }
}
private struct MultilineTextAlignmentKey: EngineEnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode? {
        .multilineTextAlignment(environment.multilineTextAlignment.engine)
    }
}
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// Light or dark (`.preferredColorScheme`, `.environment(\.colorScheme, …)`, `--color-scheme`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the user asked for more contrast (never, in a render).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The screen's pixels per point (`UIScreen.main.scale`): 3, an iPhone's.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel, in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Left to right, or right to left (`.environment(\.layoutDirection, .rightToLeft)` mirrors
    /// the layout inside).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether controls are enabled (`.disabled`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses a presentation; does nothing in a render.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Opens a URL; does nothing in a render.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether the view is in a presentation (never, in a render).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The font of text (`.font`); nil: each text's default, body.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text takes (`.lineLimit`); nil: as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multi-line text line up (`.multilineTextAlignment`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The text size the user chose (`.dynamicTypeSize`): `.large`, the default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The locale: en_US.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: Gregorian.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: UTC, so that a render is the same everywhere.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The horizontal size class: compact, an iPhone's in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular, an iPhone's in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The scene's phase: active, for the whole render.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The size of controls (`.controlSize`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether the user asked for less motion (never, in a render).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (never, in a render).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown without colour (never, in a render).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether colours are inverted (never, in a render).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether an assistive technology runs (never, in a render).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether controls draw their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The colour `.tint(_:)` set for controls (buttons, switches, sliders, progress views);
    /// nil: each control's own (the accent colour, the switch's green).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style `.foregroundStyle` or `.foregroundColor` set above; nil: the primary label
    /// colour of the colour scheme. Buttons draw their labels in it instead of their tint.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Standard or increased contrast.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The size classes of a screen's width and height.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// Whether an app's scene is in front, behind, or in the background.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

/// The text sizes a user can choose; fonts here stay at `.large`'s sizes whatever the value.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// `@Environment(\.dismiss)`: calling it does nothing in a render.
public struct DismissAction {
    public init() {}
    public func callAsFunction() {}
}

/// `@Environment(\.openURL)`: calling it does nothing in a render.
public struct OpenURLAction {
    /// What a handler returns.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    public init(handler: @escaping (URL) -> Result) {}
    init() {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(true) }
}
