extension View {
    /// Draws the symbols inside in `variant`, added to the variants set above (`.fill` on
    /// `.circle` is `.circle.fill`; of two shapes the inner one wins; `.none` changes nothing).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(SymbolVariantModifier(variant: variant))
    }
}

/// Adds a symbol variant to the content's environment.
struct SymbolVariantModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let variant: SymbolVariants

    func apply(to environment: inout EnvironmentValues) {
        environment.symbolVariants = variant.inside(environment.symbolVariants)
    }
}
