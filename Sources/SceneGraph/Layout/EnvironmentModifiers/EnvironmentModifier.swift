/// A modifier that changes the environment of the views below it (their colour, font, text
/// style …) and nothing else: one type per modifier in `Layout/EnvironmentModifiers/`.
protocol EnvironmentModifier: Equatable, Sendable, CustomStringConvertible {
    /// Writes the modifier's value into the environment of the views below.
    func apply(to env: inout LayoutEnvironment)
}

extension EnvironmentModifier {
    fileprivate func isEqual(to other: any EnvironmentModifier) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// An environment modifier of any kind: what `ModifierNode.environment` holds.
public struct AnyEnvironmentModifier: Equatable, Sendable, CustomStringConvertible {
    var base: any EnvironmentModifier

    init(_ base: any EnvironmentModifier) { self.base = base }

    public static func == (a: AnyEnvironmentModifier, b: AnyEnvironmentModifier) -> Bool { a.base.isEqual(to: b.base) }

    public var description: String { base.description }
}
