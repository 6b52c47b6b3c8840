/// A variant of SF Symbols (`.fill`, `.circle`, `.slash` …) that `.symbolVariant` asks the
/// symbols inside to be drawn in. Not drawn yet: symbols are drawn as named, with a warning.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]

    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])

    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["rectangle"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// Whether this includes `other`'s variants.
    public func contains(_ other: SymbolVariants) -> Bool { other.suffixes.allSatisfy(suffixes.contains) }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The symbol variants set above (`.symbolVariant`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside in `variant`; symbols are drawn as named, with a warning at
    /// this line.
    public func symbolVariant(_ variant: SymbolVariants, line: Int = #line, column: Int = #column) -> some View {
        if variant != .none {
            RuntimeWarning.emit(
                "'symbolVariant' is ignored: symbols are drawn as named (write the variant in the name, "
                    + "\"heart.fill\")", line: line, column: column)
        }
        return environment(\.symbolVariants, variant)
    }
}
