import Foundation

/// Per row of a frame, the columns that may have changed since the previous frame: from the first pixel
/// that differs to the last. Pixels outside a row's span are the same as before, so the encoder's
/// per-pixel work is confined to the spans.
struct RowSpans {
    private var starts: [Int32]
    private var ends: [Int32]

    /// Spans for `height` rows, all empty.
    init(height: Int) {
        starts = [Int32](repeating: 0, count: height)
        ends = [Int32](repeating: 0, count: height)
    }

    var height: Int { starts.count }

    /// The columns of `row` that may have changed (empty when none).
    subscript(row: Int) -> Range<Int> {
        get { Int(starts[row])..<max(Int(starts[row]), Int(ends[row])) }
        set {
            starts[row] = Int32(newValue.lowerBound)
            ends[row] = Int32(newValue.upperBound)
        }
    }

    /// Empties every span.
    mutating func removeAll() {
        for row in 0..<height { self[row] = 0..<0 }
    }

    /// The columns, out of `count` premultiplied RGBA pixels from `a` and `b`, from the first that
    /// differs to the last, or an empty range when all are equal.
    static func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Range<Int> {
        guard memcmp(a, b, count * 4) != 0 else { return 0..<0 }
        var first = 0
        while SourcePixels.word(a, first) == SourcePixels.word(b, first) { first += 1 }
        var last = count - 1
        while SourcePixels.word(a, last) == SourcePixels.word(b, last) { last -= 1 }
        return first..<last + 1
    }
}
