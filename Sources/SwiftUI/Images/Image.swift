internal import SceneGraph

/// A picture: an asset from the scene's `assets/` folder (or beside the scene), or an SF Symbol.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case asset(String)
        case symbol(String)
    }
    var source: Source
    var isResizable = false
    var location: SourceLocation
    /// What a rendering option asked for that is drawn otherwise, each with where it was written
    /// (`ImageRendering.swift`): warned about once, where the image is lowered.
    var approximations: [Approximation] = []

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

    /// The SF Symbol `systemName`, sized like text.
    public init(systemName: String, line: Int = #line, column: Int = #column) {
        source = .symbol(systemName)
        location = SourceLocation(line: line, column: column)
    }

    @available(*, unavailable, message: "'Image(systemName:variableValue:)' is not supported by Zoetrope yet")
    public init(systemName: String, variableValue: Double?) {
        source = .symbol(systemName)
        location = SourceLocation(line: 0, column: 0)
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
            return Lowered(.image(ImageView(name: name, isResizable: isResizable, location: location)))
        case .symbol(let name):
            return Lowered(.symbol(SymbolView(name: name, location: location, isResizable: isResizable)))
        }
    }
}
