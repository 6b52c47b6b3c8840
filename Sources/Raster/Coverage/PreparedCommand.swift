import Geometry

/// A fill made ready for band rendering: its edges, region and shader.
struct PreparedCommand {
    /// Curves are flattened to this many device pixels. Chords lie inside convex curves, which
    /// shifts edges inward by about 2/3 of their deviation on average: at 0.1 a disc of radius
    /// 20 px lost 0.4 % of its area, at 0.05 under 0.2 %, for about 40 % more edges.
    static let flatteningTolerance = 0.05

    let edges: EdgeList
    let rule: WindingRule
    let shader: Shader

    /// Nil when the fill cannot change any pixel inside `clip`.
    init?(path: Path, rule: WindingRule, paint: Paint, multiply: RGBAColor, clip: PixelRect) {
        guard let shader = Shader(paint: paint, multiply: multiply) else { return nil }
        self.init(path: path, rule: rule, shader: shader, clip: clip)
    }

    /// Nil when the fill cannot change any pixel inside `clip`.
    init?(path: Path, rule: WindingRule, shader: Shader, clip: PixelRect) {
        let edges = EdgeList(path: path, clip: clip, tolerance: PreparedCommand.flatteningTolerance)
        guard !edges.isEmpty else { return nil }
        self.edges = edges
        self.rule = rule
        self.shader = shader.preparingColumns(from: edges.minX, count: edges.width)
    }
}
