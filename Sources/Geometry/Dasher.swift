/// Cuts flattened subpaths into dashes, following CoreGraphics: the pattern alternates on and
/// off lengths starting with "on", an odd-length pattern is repeated once to make it even, the
/// phase says how far into the pattern each subpath starts, and the pattern restarts at every
/// subpath.
struct Dasher {
    /// One dash: an open piece of a subpath, with the direction it runs in where it starts
    /// (orients the square of a zero-length dash).
    struct Dash {
        var subpath: FlatSubpath
        var direction: Point
    }

    private let pattern: [Double]
    private let period: Double
    private let startIndex: Int
    private let startRemaining: Double

    /// The largest number of dashes one subpath may produce before dashing is abandoned and
    /// the stroke is drawn solid (a pattern far finer than the path would otherwise exhaust
    /// memory; at that density a solid line is the closest picture anyway).
    static let maximumDashCount = 100_000

    /// A dasher, or nil when `dash` does not describe a pattern (empty, a negative or
    /// non-finite length, or all zero), in which case the stroke is solid.
    init?(dash: [Double], phase: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if p < 0 { p += period }
        // Skip the intervals the phase has used up; a zero-length dash at the very start
        // (phase exactly at it) still draws.
        var index = 0
        for _ in 0..<pattern.count {
            guard p >= pattern[index], p > 0 || pattern[index] > 0 else { break }
            p -= pattern[index]
            index = (index + 1) % pattern.count
        }
        self.pattern = pattern
        self.period = period
        self.startIndex = index
        self.startRemaining = Swift.max(0, pattern[index] - p)
    }

    /// The dashes of `subpath` (which must be de-duplicated), or nil when there would be too
    /// many of them.
    func dashes(of subpath: FlatSubpath) -> [Dash]? {
        let points = subpath.points
        let startsOn = startIndex % 2 == 0
        guard points.count >= 2 else {
            return startsOn && !points.isEmpty ? [Dash(subpath: subpath, direction: Point(x: 1, y: 0))] : []
        }
        let count = points.count
        let segmentCount = subpath.isClosed ? count : count - 1
        var total = 0.0
        for i in 0..<segmentCount { total += points[i].distance(to: points[(i + 1) % count]) }
        guard total / period * Double(pattern.count) <= Double(Dasher.maximumDashCount) else { return nil }

        var index = startIndex
        var remaining = startRemaining
        var on = startsOn
        var result: [Dash] = []
        var current: [Point] = on ? [points[0]] : []
        var corners: [Bool] = on ? [true] : []
        var currentDirection = Point(x: 1, y: 0)

        for i in 0..<segmentCount {
            let a = points[i]
            let b = points[(i + 1) % count]
            let length = a.distance(to: b)
            let direction = (b - a) * (1 / length)
            if current.count == 1 { currentDirection = direction }
            var position = 0.0
            while length - position > remaining {
                position += remaining
                let q = a.lerp(to: b, position / length)
                if on {
                    current.append(q)
                    corners.append(true)
                    let piece = FlatSubpath(points: current, isCorner: corners, isClosed: false)
                    result.append(Dash(subpath: piece, direction: currentDirection))
                    current = []
                    corners = []
                } else {
                    current = [q]
                    corners = [true]
                    currentDirection = direction
                }
                index = (index + 1) % pattern.count
                on = index % 2 == 0
                remaining = pattern[index]
            }
            remaining -= length - position
            if on {
                current.append(b)
                corners.append(subpath.isCorner[(i + 1) % count])
            }
        }

        if on && !current.isEmpty {
            if subpath.isClosed && startsOn {
                guard !result.isEmpty else {
                    // One dash covers the whole closed subpath: it stays closed.
                    return [Dash(subpath: subpath, direction: currentDirection)]
                }
                // The last dash runs through the closing vertex into the first one: join them.
                let first = result[0].subpath
                let merged = FlatSubpath(
                    points: current + first.points.dropFirst(),
                    isCorner: corners + first.isCorner.dropFirst(), isClosed: false)
                result[0] = Dash(subpath: merged, direction: currentDirection)
            } else {
                let piece = FlatSubpath(points: current, isCorner: corners, isClosed: false)
                result.append(Dash(subpath: piece, direction: currentDirection))
            }
        }
        return result
    }
}
