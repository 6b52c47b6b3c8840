internal import SceneGraph

// Image and symbol rendering options. Those Zoetrope draws otherwise than iOS are accepted and
// warned about once, at the line that wrote them.

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

    /// Draws the image in its own colours (`.original`) or as a template, its shape in the
    /// foreground style (`.template`). A bitmap is drawn in its own colours and a symbol in the
    /// foreground style whichever is asked: a template bitmap and an original symbol (iOS's
    /// multicolour symbols) are warned about.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?, line: Int = #line, column: Int = #column)
        -> Image
    {
        let message: String? =
            switch (source, renderingMode) {
            case (.asset, .template?):
                "'.renderingMode(.template)' is drawn in the image's own colours; iOS draws its shape in the "
                    + "foreground style"
            case (.symbol, .original?):
                "'.renderingMode(.original)' draws the symbol in the foreground style; iOS draws a multicolour "
                    + "symbol in its own colours"
            case (.asset, .original?), (.asset, nil), (.symbol, .template?), (.symbol, nil): nil
            }
        return approximating(message, line: line, column: column)
    }

    /// How a scaled bitmap's pixels are sampled: always smoothly here (`.none`, the nearest
    /// pixel, is warned about).
    public func interpolation(_ interpolation: Interpolation, line: Int = #line, column: Int = #column) -> Image {
        approximating(
            interpolation == .none
                ? "'.interpolation(.none)' is drawn smoothly; iOS draws each pixel of the scaled image as a square"
                : nil,
            line: line, column: column)
    }

    /// Whether a scaled bitmap's edges are smoothed: always here (`false` is warned about).
    public func antialiased(_ isAntialiased: Bool, line: Int = #line, column: Int = #column) -> Image {
        approximating(
            isAntialiased ? nil : "'.antialiased(false)' is drawn with smoothed edges, as by default",
            line: line, column: column)
    }

    private func approximating(_ message: String?, line: Int, column: Int) -> Image {
        guard let message else { return self }
        var image = self
        image.approximations.append(
            Approximation(message: message, location: SourceLocation(line: line, column: column)))
        return image
    }

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
