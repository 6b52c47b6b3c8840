internal import SceneGraph

// The values of the environment SceneGraph also needs to lay out and draw: a modifier that sets
// one of them (`.environment(\.font, …)`, `.font(_:)`, `.preferredColorScheme`) writes it to
// the SwiftUI environment and hands it to the engine as a SceneGraph modifier. When the colour
// scheme changes, `ModifiedContent` hands the engine the foreground resolved in the new one.

extension EnvironmentValues {
    /// The SceneGraph modifier that gives the engine the value at `keyPath` of this environment,
    /// or nil when the engine has no such value (or keeps its own, for a nil font).
    func engineModifier(for keyPath: AnyKeyPath) -> SceneGraph::Modifier? {
        switch keyPath {
        case \EnvironmentValues.font: return font.map { .font($0.engine) }
        case \EnvironmentValues.lineLimit: return .lineLimit(lineLimit)
        case \EnvironmentValues.multilineTextAlignment: return .multilineTextAlignment(multilineTextAlignment.engine)
        case \EnvironmentValues.layoutDirection: return .layoutDirection(rightToLeft: layoutDirection == .rightToLeft)
        // A change of colour scheme re-resolves the foreground (`ModifiedContent`).
        default: return nil
        }
    }
}
