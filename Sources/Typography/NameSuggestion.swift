/// The known name a mistyped one was most likely meant to be.
enum NameSuggestion {
    /// The name in `candidates` closest to `name` by edit distance (ignoring case), when it is
    /// within a third of `name`'s length (at least 1, at most 3 edits); ties go to the
    /// alphabetically first.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let wanted = Array(name.lowercased())
        // An empty name is no typo of anything (every one-letter name is one edit from it).
        guard !wanted.isEmpty else { return nil }
        let allowed = max(1, min(3, wanted.count / 3))
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(wanted, Array(candidate.lowercased()))
            guard distance <= allowed else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions turning `a` into `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
