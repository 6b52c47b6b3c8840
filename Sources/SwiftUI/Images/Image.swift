internal import SceneGraph

/// A picture: an asset from the scene's `assets/` folder (or beside the scene), or an SF Symbol.
public struct Image: View, Equatable, Sendable {
    enum Source: Equatable {
        case asset(String)
        case symbol(String)
        /// Pixels the scene drew (`Image(uiImage:)` of a renderer's image, `Image(_:scale:…)`
        /// of a `CGImage`).
        case drawn(ImageBitmap)
    }
    var source: Source
    var isResizable = false
    var location: SourceLocation
    /// What a rendering option asked for that is drawn otherwise, each with where it was written
    /// (`ImageRendering.swift`): warned about once, where the image is lowered.
    var approximations: [Approximation] = []
    /// `.renderingMode(_:)`: a template or the image's own colours (nil: as by default).
    var templateRendering: TemplateRenderingMode?
    /// `.symbolRenderingMode(_:)` on the image itself (nil: the environment's).
    var symbolRendering: SymbolRenderingMode?
    /// `.interpolation(_:)`: how a scaled bitmap is sampled (nil: smoothly, as by default).
    var interpolation: Interpolation?

    struct Approximation: Equatable {
        var message: String
        var location: SourceLocation
    }

    /// The bitmap asset `name` (`name.png`, `name.jpg` … in `assets/` or beside the scene).
    public init(_ name: String, bundle: Bundle? = nil, line: Int = #line, column: Int = #column) {
        source = .asset(name)
        location = SourceLocation(line: line, column: column)
    }

    /// The bitmap asset `name`, which accessibility would skip: drawn as `Image(name)`.
    public init(decorative name: String, bundle: Bundle? = nil, line: Int = #line, column: Int = #column) {
        self.init(name, bundle: bundle, line: line, column: column)
    }

    /// Pixels the scene drew, shown as a bitmap at their scale.
    init(drawn: ImageBitmap, line: Int, column: Int) {
        source = .drawn(drawn)
        location = SourceLocation(line: line, column: column)
    }

    /// The SF Symbol `systemName`, sized like text, in the variant the environment asks for
    /// (`.symbolVariant`) where that symbol exists.
    public init(systemName: String, line: Int = #line, column: Int = #column) {
        source = .symbol(systemName)
        location = SourceLocation(line: line, column: column)
    }

    /// The SF Symbol `systemName` showing `variableValue` (0…1) of a variable symbol (`wifi`,
    /// `speaker.wave.3`): drawn whole. Approximation: iOS dims the layers of a variable symbol
    /// past the value; a value below 1 is warned about.
    public init(systemName: String, variableValue: Double?, line: Int = #line, column: Int = #column) {
        self.init(systemName: systemName, line: line, column: column)
        if let variableValue, variableValue < 1 {
            approximations.append(
                Approximation(
                    message: "'\(systemName)' is drawn whole: Zoetrope does not know which of its layers iOS dims "
                        + "for a variable value below 1", location: location))
        }
    }

    /// The image (or symbol) stretches to its frame instead of keeping its pixel (or font) size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public var body: Never { neverBody("Image") }
}

extension Image: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        for approximation in approximations { context.graph.warn(approximation.message, at: approximation.location) }
        switch source {
        case .asset(let name):
            return Lowered(
                .image(
                    ImageView(
                        name: name, isResizable: isResizable, location: location,
                        isTemplate: templateRendering.map { $0 == .template },
                        sampling: interpolation == Interpolation.none ? .nearest : .smooth)))
        case .drawn(let bitmap):
            return Lowered(
                .image(
                    ImageView(
                        name: "", isResizable: isResizable, location: location,
                        isTemplate: templateRendering.map { $0 == .template },
                        sampling: interpolation == Interpolation.none ? .nearest : .smooth, bitmap: bitmap)))
        case .symbol(let written):
            let name = context.environment.symbolVariants.symbolName(for: written, isKnown: SymbolView.isKnown)
            return Lowered(
                .symbol(
                    SymbolView(
                        name: name, location: location, isResizable: isResizable,
                        rendering: symbolRenderingMode(in: context.environment).engine(
                            for: name, in: context, at: location))
                ).sized(in: context.environment))
        }
    }
}

extension Image {
    /// This image as a text sets it in a line (`Text(image)`): the symbol in the environment's
    /// variant and rendering mode, or the bitmap with its rendering options.
    func inlineImage(in context: LoweringContext) -> TextInlineImage {
        for approximation in approximations { context.graph.warn(approximation.message, at: approximation.location) }
        switch source {
        case .asset(let name):
            return .bitmap(
                ImageView(
                    name: name, location: location, isTemplate: templateRendering.map { $0 == .template },
                    sampling: interpolation == Interpolation.none ? .nearest : .smooth))
        case .drawn(let bitmap):
            return .bitmap(
                ImageView(
                    name: "", location: location, isTemplate: templateRendering.map { $0 == .template },
                    sampling: interpolation == Interpolation.none ? .nearest : .smooth, bitmap: bitmap))
        case .symbol(let written):
            let name = context.environment.symbolVariants.symbolName(for: written, isKnown: SymbolView.isKnown)
            return .symbol(
                SymbolView(
                    name: name, location: location,
                    rendering: symbolRenderingMode(in: context.environment).engine(for: name, in: context, at: location)
                ))
        }
    }

    /// The rendering mode this symbol is painted in: its own `.symbolRenderingMode`, else
    /// multicolour for `.renderingMode(.original)`, else the environment's, else palette under
    /// `.foregroundStyle(a, b)` (as iOS does when no mode is set), else monochrome.
    func symbolRenderingMode(in environment: EnvironmentValues) -> SymbolRenderingMode {
        if let symbolRendering { return symbolRendering }
        if templateRendering == .original { return .multicolor }
        if let mode = environment.symbolRenderingMode { return mode }
        return environment.foregroundLevels.isEmpty ? .monochrome : .palette
    }
}
