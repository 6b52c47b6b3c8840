extension Path {
    /// The same outline with every subpath run the other way: filled non-zero over a shape
    /// that runs the original way, it cuts its own shape out (a knocked-out glyph).
    public func reversed() -> Path {
        var result = Path()
        var start: Point?
        var current: Point?
        // The open subpath: its start and each segment as (from, element that reached `to`).
        var segments: [(from: Point, element: Element)] = []

        func flush(closed: Bool) {
            guard let first = start else { return }
            result.move(to: current ?? first)
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.addLine(to: from)
                case .quadCurve(_, let c): result.addQuadCurve(to: from, control: c)
                case .curve(_, let c1, let c2): result.addCurve(to: from, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if closed { result.closeSubpath() }
            segments = []
            start = nil
            current = nil
        }

        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if let from = current { segments.append((from, element)) }
                current = p
            case .closeSubpath:
                // A closed subpath ends where it began: reversed, its closing line is the first
                // segment drawn back from the start.
                if let first = start, let last = current, last != first {
                    segments.append((last, .line(to: first)))
                    current = first
                }
                flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }

    /// Twice the signed area enclosed by the path's points (on-curve and control points alike):
    /// its sign tells which way the outline runs (positive: clockwise on screen, y down).
    public var windingArea: Double {
        var sum = 0.0
        var start: Point?
        var current: Point?
        func edge(_ a: Point, _ b: Point) { sum += a.x * b.y - b.x * a.y }
        for element in elements {
            switch element {
            case .move(let p):
                if let s = start, let c = current { edge(c, s) }
                start = p
                current = p
            case .line(let p):
                if let c = current { edge(c, p) }
                current = p
            case .quadCurve(let p, let k):
                if let c = current { edge(c, k); edge(k, p) }
                current = p
            case .curve(let p, let k1, let k2):
                if let c = current { edge(c, k1); edge(k1, k2); edge(k2, p) }
                current = p
            case .closeSubpath:
                if let s = start, let c = current { edge(c, s) }
                current = start
            }
        }
        if let s = start, let c = current { edge(c, s) }
        return sum
    }
}
