extension Path {
    /// The path split into subpaths of explicit segments. Subpaths without any segment
    /// (a lone `move`) are left out.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        // The subpath being built, kept in pieces so appending never copies its segments.
        var start = Point.zero
        var end = Point.zero
        var segments: [PathSegment] = []
        func finish(closed: Bool) {
            if !segments.isEmpty { result.append(Subpath(start: start, segments: segments, isClosed: closed)) }
            segments = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                end = p
            case .line(let p):
                segments.append(.line(end, p))
                end = p
            case .quadCurve(let p, let c):
                segments.append(.quad(end, c, p))
                end = p
            case .curve(let p, let c1, let c2):
                segments.append(.cubic(end, c1, c2, p))
                end = p
            case .closeSubpath:
                finish(closed: true)
                // Drawing may continue from the start point without a new move.
                end = start
            }
        }
        finish(closed: false)
        return result
    }
}
