extension Path {
    /// The path split into subpaths of explicit segments. Subpaths without any segment
    /// (a lone `move`) are left out.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        func finish() {
            if let s = current, !s.segments.isEmpty { result.append(s) }
            current = nil
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p)
            case .line(let p):
                guard var s = current else { current = Subpath(start: p); continue }
                s.segments.append(.line(s.end, p))
                current = s
            case .quadCurve(let p, let c):
                guard var s = current else { current = Subpath(start: p); continue }
                s.segments.append(.quad(s.end, c, p))
                current = s
            case .curve(let p, let c1, let c2):
                guard var s = current else { current = Subpath(start: p); continue }
                s.segments.append(.cubic(s.end, c1, c2, p))
                current = s
            case .closeSubpath:
                guard var s = current else { continue }
                s.isClosed = true
                let start = s.start
                current = s
                finish()
                // Drawing may continue from the start point without a new move.
                current = Subpath(start: start)
            }
        }
        finish()
        return result
    }
}
