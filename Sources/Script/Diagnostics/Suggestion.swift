/// "Did you mean" suggestions: the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    /// The candidate nearest to `name`, or nil when none is plausibly a typo of it.
    ///
    /// Distance is the optimal-string-alignment distance (a swap of neighbours costs 1), so
    /// `offest` → `offset` is one edit. A candidate qualifies within a third of the name's
    /// length (at least 1, at most 3; names under three characters need an exact match but for
    /// case); a case-only difference always qualifies. Ties keep the first candidate.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.unicodeScalars)
        let lowered = name.lowercased()
        let limit = target.count < 3 ? 0 : min(3, max(1, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(target, Array(candidate.unicodeScalars), limit: limit)
            if distance <= limit, best.map({ distance < $0.1 }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Optimal-string-alignment distance; returns `limit + 1` early when it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
