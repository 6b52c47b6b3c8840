import Geometry

/// A half-open rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
/// Empty when either side is not positive.
struct PixelRect: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    /// Coordinates are kept within ±`limit` so that sums and products of them cannot overflow.
    static let limit = 1 << 28

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The smallest pixel rectangle containing `rect`: edges rounded outward, clamped to
    /// ±`limit`. Infinite or NaN edges extend to the limit; a rectangle with a negative or zero
    /// side is empty.
    init(enclosing rect: Rect) {
        func clamp(_ v: Double) -> Int {
            let bound = Double(PixelRect.limit)
            return Int(Swift.max(-bound, Swift.min(bound, v)))
        }
        let x0 = rect.minX.isNaN ? -Double.infinity : rect.minX.rounded(.down)
        let y0 = rect.minY.isNaN ? -Double.infinity : rect.minY.rounded(.down)
        let x1 = rect.maxX.isNaN ? Double.infinity : rect.maxX.rounded(.up)
        let y1 = rect.maxY.isNaN ? Double.infinity : rect.maxY.rounded(.up)
        self.init(minX: clamp(x0), minY: clamp(y0), maxX: clamp(x1), maxY: clamp(y1))
    }

    var width: Int { Swift.max(0, maxX - minX) }
    var height: Int { Swift.max(0, maxY - minY) }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var area: Int { width * height }

    /// The overlap of both (empty when they do not overlap).
    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle containing both; an empty side is ignored.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Grown by `margin` pixels on every side (clamped to ±`limit`); empty stays empty.
    func outset(by margin: Int) -> PixelRect {
        guard !isEmpty else { return .empty }
        let l = PixelRect.limit
        return PixelRect(
            minX: Swift.max(-l, minX - margin), minY: Swift.max(-l, minY - margin),
            maxX: Swift.min(l, maxX + margin), maxY: Swift.min(l, maxY + margin))
    }

    /// Every pixel that a pixel of `self` reaches when moved by (`dx`, `dy`) with bilinear
    /// interpolation: integer offsets move exactly, fractional ones touch the two neighbours.
    func offsetCovering(dx: Double, dy: Double) -> PixelRect {
        guard !isEmpty, dx.isFinite, dy.isFinite else { return .empty }
        let l = Double(PixelRect.limit)
        func shift(_ v: Int, _ d: Double) -> Int { Int(Swift.max(-l, Swift.min(l, Double(v) + d))) }
        return PixelRect(
            minX: shift(minX, dx.rounded(.down)), minY: shift(minY, dy.rounded(.down)),
            maxX: shift(maxX, dx.rounded(.up)), maxY: shift(maxY, dy.rounded(.up)))
    }

    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY)
    }
}
