internal import Raster
internal import SceneGraph

/// A level of the foreground's hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
/// Each paints as iOS's light-mode label colour of its level.
public struct HierarchicalShapeStyle: ShapeStyle, StyleLowering, Sendable {
    let level: Int

    // UIColor.label, .secondaryLabel, .tertiaryLabel and .quaternaryLabel in light mode.
    // Approximation: SwiftUI derives the levels from the current foreground style, so under a
    // coloured foreground they are that colour at lower opacity; here they stay the label greys.
    static let colors: [Raster::Color] = [
        .black,
        Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6),
        Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.3),
        Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.18),
    ]

    var sceneStyle: SceneGraph::ShapeStyle { .color(Self.colors[level]) }

    /// This level with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { Color(Self.colors[level]).opacity(opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground: label black.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level: the secondary label colour (60, 60, 67 at 60 %).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level: the tertiary label colour (60, 60, 67 at 30 %).
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level: the quaternary label colour (60, 60, 67 at 18 %).
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level (not supported: Apple documents no colour for it).
    @available(*, unavailable, message: "'quinary' is not supported by Zoetrope yet")
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// The background of the view's window: white in light mode (`UIColor.systemBackground`).
public struct BackgroundStyle: ShapeStyle, StyleLowering, Sendable {
    public init() {}
    var sceneStyle: SceneGraph::ShapeStyle { .color(.white) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background: white in light mode.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
