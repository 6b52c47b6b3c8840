internal import Raster

/// How Core Graphics composites what is drawn with what the context holds (`setBlendMode`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    /// Raster's operator for the mode; nil for the Porter-Duff modes Raster has no operator for
    /// (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`), which are drawn as
    /// `normal` with a warning. `clear` and `copy` are handled by the context (an erase, then
    /// for `copy` the drawing).
    var engine: BlendOperator? {
        switch self {
        case .normal, .clear, .copy: .normal
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
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: nil
        }
    }
}
