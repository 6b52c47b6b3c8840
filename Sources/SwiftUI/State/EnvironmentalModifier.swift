/// A modifier that chooses, from the environment it is in, the modifier to apply: SwiftUI's
/// `EnvironmentalModifier` (`resolve(in:)` reads the colour scheme, say, and returns the
/// modifier for it). It is resolved each time its view is evaluated, in that view's environment.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// `content` with the modifier resolved in `context`'s environment.
    func lowerResolved<Content: View>(_ content: Content, in context: LoweringContext) -> Lowered {
        lowerView(content.modifier(resolve(in: context.environment)), in: context.child(0))
    }
}
