extension Path {
    /// The same outline with every subpath run the other way: filled non-zero over a shape
    /// that runs the original way, it cuts its own shape out (a knocked-out glyph).
    public func reversed() -> Path {
        var result = Path()
        for subpath in subpaths {
            // A closed subpath's closing line, when it has length, becomes the first line drawn.
            let segments = subpath.end == subpath.start ? subpath.segments : subpath.allSegments
            guard let last = segments.last else { continue }
            result.move(to: last.end)
            for segment in segments.reversed() {
                switch segment {
                case .line(let a, _): result.addLine(to: a)
                case .quad(let a, let c, _): result.addQuadCurve(to: a, control: c)
                case .cubic(let a, let c1, let c2, _): result.addCurve(to: a, control1: c2, control2: c1)
                }
            }
            if subpath.isClosed { result.closeSubpath() }
        }
        return result
    }

    /// Twice the signed area enclosed by the path's points (on-curve and control points alike,
    /// each subpath closed): its sign tells which way the outline runs (positive: clockwise on
    /// screen, y down).
    public var windingArea: Double {
        var sum = 0.0
        for subpath in subpaths {
            var previous = subpath.start
            func edge(to p: Point) {
                sum += previous.x * p.y - p.x * previous.y
                previous = p
            }
            for segment in subpath.segments {
                switch segment {
                case .line(_, let p): edge(to: p)
                case .quad(_, let c, let p):
                    edge(to: c)
                    edge(to: p)
                case .cubic(_, let c1, let c2, let p):
                    edge(to: c1)
                    edge(to: c2)
                    edge(to: p)
                }
            }
            edge(to: subpath.start)
        }
        return sum
    }
}
