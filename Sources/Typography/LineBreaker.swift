/// Greedy line breaking of one paragraph (text without line breaks) for a maximum width.
///
/// Each line takes as many break opportunities (`LineBreakRules`) as fit; spaces at the end of
/// a wrapped line hang and take no width (those ending the paragraph stay, `shownEnd`). A word
/// wider than the line on its own is broken between characters, at least one visible character
/// per line. Widths come from the paragraph shaped once, so kerning across a break is ignored
/// when measuring.
struct LineBreaker {
    /// The paragraph's characters.
    let characters: [Character]
    /// `prefixWidths[i]` is the advance of `characters[0..<i]`.
    private let prefixWidths: [Double]
    /// Positions a line may end at (a break before `characters[i]`), ascending; the paragraph's
    /// end is always one.
    private let opportunities: [Int]
    /// The width lines must fit in; nil for unlimited.
    let maxWidth: Double?

    /// Widths equal to the maximum up to this much still fit, so rounding never moves a break.
    private static let tolerance = 1e-9

    /// A breaker for `characters`, whose advances (in points, one per character) are `advances`.
    init(characters: [Character], advances: [Double], maxWidth: Double?) {
        self.characters = characters
        self.maxWidth = maxWidth
        var prefix = [0.0]
        prefix.reserveCapacity(characters.count + 1)
        for advance in advances { prefix.append(prefix[prefix.count - 1] + advance) }
        prefixWidths = prefix
        var opportunities: [Int] = []
        for index in characters.indices.dropFirst() {
            let beforeBefore = index >= 2 ? characters[index - 2] : nil
            if LineBreakRules.canBreak(
                between: characters[index - 1], and: characters[index], beforeBefore: beforeBefore)
            {
                opportunities.append(index)
            }
        }
        opportunities.append(characters.count)
        self.opportunities = opportunities
    }

    /// The advance of `characters[range]` in points.
    func width(_ range: Range<Int>) -> Double {
        prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
    }

    /// `end` moved back over the breaking spaces that end `characters[start..<end]`.
    func trimmedEnd(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, LineBreakRules.isBreakingSpace(characters[end - 1]) { end -= 1 }
        return end
    }

    /// The end of the characters the line `start..<end` shows and measures. Spaces that end a
    /// wrapped line hang and take no width; those that end the paragraph stay, as many as fit,
    /// as SwiftUI's Text keeps them: `Text(" ")` is a space wide, and "Hello " is wider than
    /// "Hello".
    func shownEnd(from start: Int, to end: Int) -> Int {
        var shown = trimmedEnd(from: start, to: end)
        guard end == characters.count else { return shown }
        let limit = (maxWidth ?? .infinity) + Self.tolerance
        while shown < end, width(start..<(shown + 1)) <= limit { shown += 1 }
        return shown
    }

    /// Where the line starting at `start` ends: the next line's start. Equal to `start` only
    /// for an empty paragraph.
    func lineEnd(from start: Int) -> Int {
        guard start < characters.count, let maxWidth else { return characters.count }
        var best: Int?
        for end in opportunities[firstOpportunity(after: start)...] {
            let visible = trimmedEnd(from: start, to: end)
            if visible == start { continue }  // only spaces so far: no empty line
            guard width(start..<visible) <= maxWidth + Self.tolerance else { break }
            best = end
        }
        if let best { return best }
        // The first word alone is too wide: as many characters as fit, at least one besides
        // leading spaces.
        var end = start
        while end < characters.count, LineBreakRules.isBreakingSpace(characters[end]) { end += 1 }
        end = min(end + 1, characters.count)
        while end < characters.count, width(start..<end + 1) <= maxWidth + Self.tolerance { end += 1 }
        return end
    }

    /// The index in `opportunities` of the first one after `start`, by binary search.
    private func firstOpportunity(after start: Int) -> Int {
        var low = 0
        var high = opportunities.count
        while low < high {
            let middle = (low + high) / 2
            if opportunities[middle] <= start {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The end of the characters shown before an ellipsis `ellipsisWidth` wide on a line that
    /// starts at `start` and holds the rest of the paragraph, breaking between characters
    /// (SwiftUI's tail truncation); trailing spaces are left out.
    func truncatedEnd(from start: Int, ellipsisWidth: Double) -> Int {
        guard let maxWidth else { return trimmedEnd(from: start, to: characters.count) }
        var end = characters.count
        while end > start {
            let visible = trimmedEnd(from: start, to: end)
            if width(start..<visible) + ellipsisWidth <= maxWidth + Self.tolerance { return visible }
            end = visible == end ? end - 1 : visible
        }
        return start
    }

    /// Head or middle truncation of the whole paragraph on one line: the characters kept before
    /// the ellipsis (`0..<head`) and after it (`tail...`). Head truncation keeps none before it
    /// and as many last characters as fit; middle truncation keeps as many first characters as
    /// fit in half the width left by the ellipsis, then as many last ones as fit in the rest.
    /// Spaces next to the ellipsis are left out. Nil without a width.
    func truncatedEnds(ellipsisWidth: Double, middle: Bool) -> (head: Int, tail: Int)? {
        guard let maxWidth else { return nil }
        let n = characters.count
        let budget = maxWidth - ellipsisWidth + Self.tolerance
        var head = 0
        if middle {
            while head < n, width(0..<(head + 1)) <= budget / 2 { head += 1 }
        }
        let used = width(0..<head)
        var tail = n
        while tail > head, width((tail - 1)..<n) + used <= budget { tail -= 1 }
        let kept = trimmedEnd(from: 0, to: head)
        while tail < n, characters[tail].isWhitespace { tail += 1 }
        return (kept, tail)
    }
}
