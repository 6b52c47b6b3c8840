internal import Raster
internal import SceneGraph

/// How a view's colours combine with what lies behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The engine's mode.
    var engine: BlendOperator {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Combines the view with what lies behind it by `blendMode` (the W3C formulas that Core
    /// Graphics' modes follow; `.plusDarker` as max(0, s + d − 1) per colour).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(SceneModifier(.blendMode(blendMode.engine)))
    }
}
