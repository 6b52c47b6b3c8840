internal import Raster
internal import SceneGraph

/// How a view's colours combine with what lies behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The engine's mode, for the modes Zoetrope draws.
    var engine: Raster::BlendMode? {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .plusLighter: .plusLighter
        case .destinationOut: .destinationOut
        default: nil
        }
    }
}

extension View {
    /// Combines the view with what lies behind it by `blendMode`. Modes Zoetrope cannot draw
    /// yet (`.overlay`, `.darken` …) draw normally, with a warning.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(
            SceneModifier { content, context in
                guard let mode = blendMode.engine else {
                    context.graph.warn("blend mode '.\(blendMode)' is not supported by Zoetrope yet; drawn normally")
                    return content
                }
                return content.modified(.blendMode(mode))
            })
    }
}
