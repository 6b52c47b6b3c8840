/// One connected run of a path: a start point, its segments and whether it is closed.
struct Subpath {
    var start: Point
    /// The segments in order; for a closed subpath the closing line is not included.
    var segments: [PathSegment] = []
    var isClosed = false

    /// The point where the last segment ends (the start when there is none).
    var end: Point { segments.last?.end ?? start }

    /// The implicit line back to the start of a closed subpath (possibly of zero length).
    var closingSegment: PathSegment? { isClosed ? .line(end, start) : nil }

    /// Every segment including the closing line.
    var allSegments: [PathSegment] {
        guard let closing = closingSegment else { return segments }
        return segments + [closing]
    }
}
