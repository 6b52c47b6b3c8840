import Typography

extension SymbolView {
    /// Whether the SF Symbol `name` is one Zoetrope draws (an unknown one draws nothing, as on
    /// iOS), so that a variant asked for by the environment is used only where it exists.
    public static func isKnown(_ name: String) -> Bool { FontLibrary.knowsSymbol(named: name) }
}
