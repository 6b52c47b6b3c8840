internal import Geometry

/// How a shape's outline is drawn: SwiftUI's `StrokeStyle` (width 1, butt caps, miter joins,
/// miter limit 10 by default).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var engine: Geometry::StrokeStyle {
        let cap: Geometry::StrokeStyle.LineCap =
            switch lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: Geometry::StrokeStyle.LineJoin =
            switch lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        return Geometry::StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(miterLimit),
            dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

/// The ends of a stroked line (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// The corners of a stroked line (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}
