import Geometry
import Raster

/// Supplies decoded bitmap assets by name to layout and drawing.
public protocol ImageProvider: Sendable {
    /// The premultiplied bitmap for `name`, or an error naming what was looked for.
    func image(named name: String) throws -> PixelBuffer

    /// Pixels per point of the image `name`: 2 for an asset catalog's `@2x` file, 1 for a plain
    /// file (one pixel per point).
    func scale(ofImageNamed name: String) -> Double

    /// Whether the image `name` is a template by its asset (an asset catalog's image set with
    /// "template-rendering-intent": "template"): drawn as its shape in the foreground style.
    func isTemplate(imageNamed name: String) -> Bool

    /// The pixels of the image `name` inside `unit` (unit coordinates of the image, rounded to
    /// whole pixels), or nil when that is empty: an `ImagePaint`'s tile. A provider that keeps
    /// its images keeps their parts too, so that a pattern drawn in every frame is cut once.
    func image(named name: String, part unit: Rect) throws -> PixelBuffer?
}

extension ImageProvider {
    public func scale(ofImageNamed name: String) -> Double { 1 }
    public func isTemplate(imageNamed name: String) -> Bool { false }
    public func image(named name: String, part unit: Rect) throws -> PixelBuffer? {
        try image(named: name).part(unit)
    }
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
