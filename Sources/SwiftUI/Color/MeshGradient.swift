internal import Raster
internal import SceneGraph

/// A grid of colours at points of the filled frame, blended across curved patches: SwiftUI's
/// `MeshGradient` (iOS 18), a style and a view that fills its frame.
///
/// Each cell between four neighbouring points is a bicubic Bézier patch; with `.points` the
/// edges' control points are placed as a Catmull-Rom spline through the points places them (a
/// grid of evenly spaced points is flat and evenly spread), with `.bezierPoints` as given. The
/// colours are interpolated over each patch bicubically, smoothly across patch edges, when
/// `smoothsColors` (the default), else bilinearly. Apple documents the mesh only as "bicubic
/// patches"; the placement of automatic control points and the colour construction are
/// Zoetrope's (the corners and the bilinear case are exact), so curved meshes and smoothed
/// colours can differ slightly from iOS's in their interiors. Colours are interpolated in
/// gamma-encoded sRGB, whichever `colorSpace` is asked for. The points and colours animate
/// vertex by vertex, as other gradients' stops do.
public struct MeshGradient: ShapeStyle, View, Sendable {
    /// A vertex and the control points of the edges leaving it.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices' positions, in unit points of the frame.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints),
            colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    public var body: Never { neverBody("MeshGradient") }

    /// The mesh with its colours resolved in `environment`.
    func engine(in environment: EnvironmentValues) -> MeshGradientStyle {
        func unit(_ p: SIMD2<Float>) -> RelativePoint { RelativePoint(x: Double(p.x), y: Double(p.y)) }
        let points: [RelativePoint]
        var controls: [MeshGradientStyle.Controls]?
        switch locations {
        case .points(let p): points = p.map(unit)
        case .bezierPoints(let b):
            points = b.map { unit($0.position) }
            controls = b.map {
                MeshGradientStyle.Controls(
                    leading: unit($0.leadingControlPoint), top: unit($0.topControlPoint),
                    trailing: unit($0.trailingControlPoint), bottom: unit($0.bottomControlPoint))
            }
        }
        let resolved: [RGBAColor]
        switch colors {
        case .colors(let c): resolved = c.map { $0.resolved(in: environment) }
        case .resolvedColors(let c):
            resolved = c.map {
                RGBAColor(
                    red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.opacity))
            }
        }
        return MeshGradientStyle(
            width: width, height: height, points: points, controls: controls, colors: resolved,
            background: background.resolved(in: environment), smoothsColors: smoothsColors)
    }
}

extension MeshGradient: StyleLowering, PrimitiveView {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .meshGradient(engine(in: environment))
    }

    func lower(in context: LoweringContext) -> Lowered { Lowered(filledFrame(sceneStyle(in: context.environment))) }
}

extension Gradient {
    /// The space a gradient's colours are interpolated in (iOS 18); Zoetrope interpolates in
    /// gamma-encoded sRGB for both.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space (sRGB components as given).
        public static let device = ColorSpace(name: "device")
        /// A perceptually even space (Oklab on iOS).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
