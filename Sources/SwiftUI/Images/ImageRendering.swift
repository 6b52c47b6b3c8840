// Image and symbol rendering options SwiftUI has and Zoetrope cannot draw yet: the types
// exist so that a scene reads the modifier's name in the error.

extension Image {
    /// How an image is drawn: its own colours, or as a template tinted by the foreground.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The size of a symbol relative to its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// How a scaled image's pixels are sampled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    @available(*, unavailable, message: "'renderingMode' is not supported by Zoetrope yet")
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    @available(*, unavailable, message: "'interpolation' is not supported by Zoetrope yet")
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    @available(*, unavailable, message: "'antialiased' is not supported by Zoetrope yet")
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    @available(*, unavailable, message: "'symbolRenderingMode' is not supported by Zoetrope yet")
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How the layers of a multi-colour SF Symbol are painted.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {

    @available(*, unavailable, message: "'symbolRenderingMode' is not supported by Zoetrope yet")
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
