import Raster

/// Supplies decoded bitmap assets by name to layout and drawing.
public protocol ImageProvider: Sendable {
    /// The premultiplied bitmap for `name`, or an error naming what was looked for.
    func image(named name: String) throws -> PixelBuffer

    /// Pixels per point of the image `name`: 2 for an asset catalog's `@2x` file, 1 for a plain
    /// file (one pixel per point).
    func scale(ofImageNamed name: String) -> Double
}

extension ImageProvider {
    public func scale(ofImageNamed name: String) -> Double { 1 }
}

/// An error found while laying out a view tree, with the place in the scene that caused it.
public struct LayoutError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// An asset (image, font) could not be read, or a found one cannot be used.
        case missingAsset
        /// No asset of the name exists. iOS draws nothing for an image it cannot find, so the
        /// layout draws it as nothing, with a warning at its line.
        case notFound
        /// A limit on the view tree was exceeded.
        case limit
        /// The scene asks for something that does not exist (an unknown SF Symbol, say).
        case invalid
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation?
    /// The limit reached, for a limit its user can raise (`message` then says so without the flag).
    public var limit: SceneLimit?

    public init(kind: Kind, message: String, location: SourceLocation? = nil, limit: SceneLimit? = nil) {
        self.limit = limit
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { message }
}
