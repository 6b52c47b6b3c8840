/// What Zoetrope draws for one of Apple's SF Symbols that it has no picture of.
///
/// iOS draws every name of `AppleSymbolNames`; Zoetrope draws the ones its tables and
/// `SymbolVariant` make. For the rest a symbol it does draw stands in, chosen by name: the
/// same first word with the fewest other words dropped (`heart.text.square.fill` is drawn as
/// `heart.square.fill`), else a known symbol whose first word begins the name's first word
/// (`homepodmini.fill` as `homepod.fill`). Names share meaning from the left in Apple's scheme
/// (the object, then what is added to it, then its enclosure and fill), hence that order.
public enum SymbolStandIn: Sendable, Equatable {
    /// Drawn as this known symbol.
    case nearest(String)
    /// Nothing close is known: the symbol's box is kept empty, so that the layout around it is
    /// still the one iOS makes.
    case blank

    /// The stand-in for `name`, one of Apple's symbols that Zoetrope does not draw.
    static func forSymbol(named name: String) -> SymbolStandIn {
        nearestKnownName(to: name).map(SymbolStandIn.nearest) ?? .blank
    }

    /// The known symbol closest to `name` by the rule above, or nil.
    static func nearestKnownName(to name: String) -> String? {
        let words = name.split(separator: ".").map(String.init)
        guard let first = words.first else { return nil }
        let rest = Array(words.dropFirst())
        // Shorter stems of the first word, longest first: at least four letters and three
        // fifths of the word, so that `carrot` never becomes `car`.
        let minimumStem = max(4, (first.count * 3 + 4) / 5)
        let stems =
            [first] + stride(from: first.count - 1, through: minimumStem, by: -1).map { String(first.prefix($0)) }
        // A plain shape as the first word says little of the picture (`circle.grid.hex.fill`
        // is a grid of dots, not `circle.fill`): only one other word may go.
        let mostDropped = Self.shapes.contains(first) ? min(1, rest.count) : rest.count
        for stem in stems {
            for dropped in 0...mostDropped {
                for kept in combinations(of: rest, dropping: dropped) {
                    let candidate = ([stem] + kept).joined(separator: ".")
                    if candidate != name, SymbolVariant.isKnown(candidate) { return candidate }
                }
            }
        }
        return nil
    }

    /// First words that name a plain shape, which other symbols are drawn in or on.
    private static let shapes: Set<String> = [
        "app", "capsule", "circle", "diamond", "hexagon", "octagon", "oval", "pentagon", "rectangle", "seal",
        "shield", "square", "triangle",
    ]

    /// `words` with `count` of them left out, every way, the earliest left out first
    /// (`[a, b, c]` dropping one: `[b, c]`, `[a, c]`, `[a, b]`).
    private static func combinations(of words: [String], dropping count: Int) -> [[String]] {
        guard count > 0 else { return [words] }
        guard count <= words.count else { return [] }
        var result: [[String]] = []
        for index in words.indices {
            // Leave out `index`, then `count - 1` more after it.
            let after = Array(words[(index + 1)...])
            for tail in combinations(of: after, dropping: count - 1) {
                result.append(Array(words[..<index]) + tail)
            }
        }
        return result
    }
}
