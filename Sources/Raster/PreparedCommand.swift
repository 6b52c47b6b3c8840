/// A draw command made ready for band rendering: its edges, region and shader.
struct PreparedCommand {
    /// Curves are flattened to this many device pixels; well below what anti-aliasing shows.
    static let flatteningTolerance = 0.1

    let edges: EdgeList
    let rule: FillRule
    let shader: Shader

    /// Nil when the command cannot change any pixel of a `width`×`height` canvas.
    init?(_ command: DrawCommand, width: Int, height: Int) {
        switch command {
        case .fill(let path, let rule, let paint, let multiply):
            guard let shader = Shader(paint: paint, multiply: multiply) else { return nil }
            let edges = EdgeList(
                path: path, canvasWidth: width, canvasHeight: height, tolerance: PreparedCommand.flatteningTolerance)
            guard !edges.isEmpty else { return nil }
            self.edges = edges
            self.rule = rule
            self.shader = shader
        }
    }
}
