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

    /// Draws the image in its own colours (`.original`) or as a template, its shape (a bitmap's
    /// alpha) in the foreground style (`.template`); nil: as its asset says (an asset catalog's
    /// template rendering intent) for a bitmap, monochrome for a symbol. A symbol in its own
    /// colours is a multicolour one (`SymbolRenderingMode.multicolor`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRendering = renderingMode
        return image
    }

    /// How a scaled bitmap's pixels are sampled: `.none` takes the pixel nearest each point,
    /// so a magnified bitmap's pixels are sharp squares (pixel art); `.low`, `.medium` and
    /// `.high` smoothly, as by default (bilinear, mipmapped when drawn smaller).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
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

    /// Paints this symbol's layers in `mode` (nil: the environment's mode), whatever mode is set
    /// above.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRendering = mode
        return image
    }
}
