extension AppleSymbolNames {
    /// The other names of the symbol `name` (its current name, or its old names if it is the
    /// current one): iOS draws the same picture for each.
    static func otherNames(of name: String) -> [String] {
        if let current = currentName[name] { return [current] + (oldNames[current] ?? []).filter { $0 != name } }
        return oldNames[name] ?? []
    }

    /// Current name -> its old names, sorted.
    private static let oldNames: [String: [String]] = Dictionary(
        grouping: currentName.keys.sorted(), by: { currentName[$0] ?? $0 })
}
