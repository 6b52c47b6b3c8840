internal import Raster
internal import SceneGraph

/// A level of the foreground's hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`.
/// Each paints as iOS's label colour of its level in the colour scheme where it is drawn.
public struct HierarchicalShapeStyle: ShapeStyle, StyleLowering, SingleColorStyle, Sendable {
    let level: Int

    // UIColor.label, .secondaryLabel, .tertiaryLabel and .quaternaryLabel.
    // Approximation: SwiftUI derives the levels from the current foreground style, so under a
    // coloured foreground they are that colour at lower opacity; here they stay the label greys.
    static let names = ["primary", "secondary", "tertiary", "quaternary", "quinary"]

    var color: Color { Color(named: Self.names[level]) }

    /// The style of this level: the one `.foregroundStyle(a, b)` or `(a, b, c)` set above for
    /// it (`.secondary` under `.foregroundStyle(.red, .blue)` is blue, as on iOS), else the
    /// label colour of its level.
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        let levels = environment.foregroundLevels
        if level > 0, level <= levels.count {
            // Without the levels, so that a level set to a level (`(.red, .secondary)`) ends.
            var outer = environment
            outer.foregroundLevels = []
            return loweredStyle(levels[level - 1], in: outer)
        }
        return .color(color.resolved(in: environment))
    }

    /// This level with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { color.opacity(opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground: label (black; white in dark mode).
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level: the secondary label colour (60, 60, 67 at 60 %).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level: the tertiary label colour (60, 60, 67 at 30 %).
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level: the quaternary label colour (60, 60, 67 at 18 %).
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level: the label grey at half the quaternary's opacity (60, 60, 67 at 9 %; an
    /// estimate, as UIKit documents no fifth label colour).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The background of the view's window: white in light mode, black in dark mode
/// (`UIColor.systemBackground`), or the style `.backgroundStyle(_:)` set above.
public struct BackgroundStyle: ShapeStyle, StyleLowering, SingleColorStyle, Sendable {
    public init() {}
    var color: Color { Color(named: "systemBackground") }
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        if let style = environment.backgroundStyle {
            // Without it, so that a background style of `.background` ends at the system's.
            var outer = environment
            outer.backgroundStyle = nil
            return loweredStyle(style, in: outer)
        }
        return .color(color.resolved(in: environment))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background: white in light mode, black in dark mode.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
