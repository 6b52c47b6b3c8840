extension Path {
    /// The total arc length of all subpaths, including the closing lines of closed subpaths.
    public var length: Double {
        var total = 0.0
        for subpath in subpaths {
            for segment in subpath.allSegments { total += segment.length }
        }
        return total
    }

    /// The part of the path between two fractions of its total arc length, `0` being the start
    /// of the first subpath and `1` the end of the last (subpaths count in order).
    ///
    /// Fractions are clamped to 0...1; `from >= to` gives an empty path and `(0, 1)` the path
    /// itself. Curves stay curves: cut pieces are exact sub-curves. A closed subpath that lies
    /// wholly inside the range stays closed; one that is cut becomes open.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let a = start.isNaN ? 1 : Swift.min(1, Swift.max(0, start))
        let b = end.isNaN ? 0 : Swift.min(1, Swift.max(0, end))
        guard a < b else { return Path() }
        if a == 0 && b == 1 { return self }

        let pieces = subpaths.map { subpath in
            (subpath, subpath.allSegments.map { ($0, $0.length) })
        }
        let total = pieces.reduce(0.0) { sum, piece in piece.1.reduce(sum) { $0 + $1.1 } }
        guard total > 0, total.isFinite else { return Path() }
        let s0 = a * total
        let s1 = b * total

        var out = Path()
        var offset = 0.0
        for (subpath, segments) in pieces {
            let subpathStart = offset
            let subpathEnd = segments.reduce(offset) { $0 + $1.1 }
            offset = subpathEnd
            guard subpathEnd > subpathStart, subpathEnd > s0, subpathStart < s1 else { continue }
            if subpath.isClosed && s0 <= subpathStart && s1 >= subpathEnd {
                out.move(to: subpath.start)
                for segment in subpath.segments { segment.append(to: &out) }
                out.closeSubpath()
                continue
            }
            var started = false
            var segmentStart = subpathStart
            for (segment, length) in segments {
                let segmentEnd = segmentStart + length
                defer { segmentStart = segmentEnd }
                let lo = Swift.max(s0, segmentStart)
                let hi = Swift.min(s1, segmentEnd)
                guard hi > lo else { continue }
                let t0 = lo <= segmentStart ? 0 : segment.parameter(atLength: lo - segmentStart)
                let t1 = hi >= segmentEnd ? 1 : segment.parameter(atLength: hi - segmentStart)
                let piece = t0 == 0 && t1 == 1 ? segment : segment.subsegment(from: t0, to: t1)
                if !started {
                    out.move(to: piece.start)
                    started = true
                }
                piece.append(to: &out)
            }
        }
        return out
    }
}
