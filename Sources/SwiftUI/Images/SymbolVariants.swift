internal import SceneGraph

/// A variant of SF Symbols (`.fill`, `.circle`, `.slash` …) that `.symbolVariant` asks the
/// symbols inside to be drawn in: `Image(systemName: "heart")` under `.symbolVariant(.fill)`
/// draws `heart.fill`, as iOS does; a symbol without that variant is drawn as named.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape (`circle`, `square`, `rectangle`), if any: one at most, the one
    /// closest to the symbol.
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    public static let fill = SymbolVariants.none.fill
    public static let circle = SymbolVariants.none.circle
    public static let square = SymbolVariants.none.square
    public static let rectangle = SymbolVariants.none.rectangle
    public static let slash = SymbolVariants.none.slash

    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    public var circle: SymbolVariants { enclosed(in: "circle") }
    public var square: SymbolVariants { enclosed(in: "square") }
    public var rectangle: SymbolVariants { enclosed(in: "rectangle") }
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether this includes `other`'s variants.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func enclosed(in shape: String) -> SymbolVariants {
        SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: isSlashed)
    }

    /// These variants set inside `outer`: they accumulate, and of two shapes the inner one (closer
    /// to the symbol) is kept, as Apple documents for `symbolVariant(_:)`.
    func inside(_ outer: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: shape ?? outer.shape, isFilled: isFilled || outer.isFilled, isSlashed: isSlashed || outer.isSlashed)
    }

    /// The name of the symbol `name` in these variants: SF's names put them in the order
    /// `BASE.slash.SHAPE.fill` (`mic.slash.circle.fill`), and a variant the name already has
    /// (its shape, too) stays. A combination that does not exist drops variants, as many as it
    /// must, fill last (iOS draws a symbol that lacks a variant as named); `isKnown` says which
    /// exist.
    func symbolName(for name: String, isKnown: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // What the name has already, read from its end; the base keeps at least one part.
        var named = SymbolVariants.none
        if parts.count > 1, parts.last == "fill" {
            named = named.fill
            parts.removeLast()
        }
        if parts.count > 1, let last = parts.last, Self.shapes.contains(last) {
            named = named.enclosed(in: last)
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" {
            named = named.slash
            parts.removeLast()
        }
        let base = parts.joined(separator: ".")
        let wanted = named.inside(self)
        // Drop the variants added to the name (slash, shape, fill) that make a name no symbol
        // has: as few as possible, the fill last.
        let added = [
            wanted.isSlashed && !named.isSlashed, wanted.shape != named.shape, wanted.isFilled && !named.isFilled,
        ]
        let drops = (0..<8).map { mask in (0..<3).map { mask & (1 << $0) != 0 } }
            .filter { drop in (0..<3).allSatisfy { added[$0] || !drop[$0] } }
            .sorted { ($0.filter { $0 }.count, $0[2] ? 1 : 0) < ($1.filter { $0 }.count, $1[2] ? 1 : 0) }
        for drop in drops {
            let candidate = SymbolVariants(
                shape: drop[1] ? named.shape : wanted.shape, isFilled: drop[2] ? named.isFilled : wanted.isFilled,
                isSlashed: drop[0] ? named.isSlashed : wanted.isSlashed)
            let composed = candidate.composedName(base)
            if isKnown(composed) { return composed }
        }
        return name
    }

    private static let shapes: Set<String> = ["circle", "square", "rectangle"]

    private func composedName(_ base: String) -> String {
        var name = base
        if isSlashed { name += ".slash" }
        if let shape { name += "." + shape }
        if isFilled { name += ".fill" }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The symbol variants set above (`.symbolVariant`); setting it directly replaces them
    /// (`.none` makes the symbols inside ignore the variants above, a tab bar's `.fill` too).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
