/// An SF Symbol name that the symbol table does not know.
public struct SymbolError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The name asked for.
    public var name: String
    /// The known name closest to `name`, if one is close enough to be a likely typo.
    public var suggestion: String?

    public init(name: String, suggestion: String?) {
        self.name = name
        self.suggestion = suggestion
    }

    /// E.g. "unknown SF Symbol 'hous' (did you mean 'house'?)".
    public var description: String {
        let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown SF Symbol '\(name)'\(hint)"
    }
}
