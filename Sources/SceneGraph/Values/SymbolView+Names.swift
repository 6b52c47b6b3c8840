import Typography

extension SymbolView {
    /// Whether `name` is an SF Symbol, one of Apple's or one Zoetrope draws (an unknown one
    /// draws nothing, as on iOS), so that a variant asked for by the environment is used only
    /// where iOS has it.
    public static func isKnown(_ name: String) -> Bool { FontLibrary.knowsSymbol(named: name) }
}
