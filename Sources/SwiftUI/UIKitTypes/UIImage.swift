import Foundation
internal import Raster
internal import SceneGraph

/// UIKit's image, as SwiftUI code uses it (`Image(uiImage: UIImage(named: "logo")!)`). Declared
/// here because `import SwiftUI` brings UIKit's names on iOS. An image is a name of the scene's
/// images: `NAME.png` (or .jpg) in its `assets/` folder or beside it, or an image set of its
/// asset catalogs, found as `Image("name")` finds it; or pixels the scene drew
/// (`UIGraphicsImageRenderer`, `UIImage(cgImage:)`).
public final class UIImage: Hashable, Sendable {
    let name: String
    /// The pixels the scene drew, and their scale; nil for an asset or a symbol.
    let drawn: ImageBitmap?
    /// An SF Symbol's image (`UIImage(systemName:)`).
    let isSymbol: Bool
    /// `.alwaysTemplate`: drawn as its shape in the foreground style; `.alwaysOriginal`: in its
    /// own colours (a symbol: multicolour); `.automatic`: as its asset says.
    public let renderingMode: RenderingMode

    /// An animated image's frames, shown in turn over `duration` seconds (nil: a still image).
    public let images: [UIImage]?
    /// How long an animated image takes to show its frames once; 0 for a still image.
    public let duration: TimeInterval

    private init(
        name: String, isSymbol: Bool, renderingMode: RenderingMode, drawn: ImageBitmap? = nil,
        images: [UIImage]? = nil, duration: TimeInterval = 0
    ) {
        self.drawn = drawn
        self.name = name
        self.isSymbol = isSymbol
        self.renderingMode = renderingMode
        self.images = images
        self.duration = duration
    }

    /// An animated image of `images` shown in turn, each for `duration / images.count` seconds,
    /// for ever: a `UIImageView` showing it plays it on the scene clock; elsewhere (SwiftUI's
    /// `Image(uiImage:)`, drawing it) it is its first image. Nil for no images.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(
            name: first.name, isSymbol: first.isSymbol, renderingMode: first.renderingMode, drawn: first.drawn,
            images: images, duration: duration.isFinite ? max(0, duration) : 0)
    }

    /// The animated image of the scene's images `name0`, `name1` … (or from `name1`), as many
    /// as follow on without a gap, up to `name1024` as UIKit reads them; nil when there is none.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            if let image = UIImage(named: "\(name)\(index)") {
                frames.append(image)
            } else if index > 0 || !frames.isEmpty {
                break
            }
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// The image `name`, or nil when the scene has none of that name (as on iOS).
    public init?(named name: String) {
        guard UIImage.sceneHasImage(name) else { return nil }
        drawn = nil
        self.name = name
        isSymbol = false
        renderingMode = .automatic
        images = nil
        duration = 0
    }

    /// The image `name` (the bundle and traits are the app's).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// The SF Symbol `name`, drawn as `Image(systemName:)` draws it (an unknown name draws
    /// nothing, with a warning where it is drawn).
    public init?(systemName name: String) {
        drawn = nil
        self.name = name
        isSymbol = true
        renderingMode = .automatic
        images = nil
        duration = 0
    }

    /// The image of an asset catalog's image set, named by its generated resource (iOS 17); a
    /// set no catalog has draws nothing, with a warning where it is drawn, as `Image("name")`.
    public convenience init(resource: ImageResource) {
        self.init(name: resource.name, isSymbol: false, renderingMode: .automatic)
    }

    /// The SF Symbol `name`; its configuration (size, weight) is not applied.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// This image with a symbol configuration (not applied).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

    /// This image drawn in `color` (not applied: a symbol takes the foreground style).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// This image drawn as a template (its shape in the foreground style of the `Image` that
    /// shows it) or in its own colours.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, isSymbol: isSymbol, renderingMode: renderingMode, drawn: drawn,
            images: images?.map { $0.withRenderingMode(renderingMode) }, duration: duration)
    }

    /// Pixels the scene drew, `scale` pixels a point.
    init(drawn pixels: PixelBuffer, scale: Double) {
        drawn = ImageBitmap(pixels: pixels, scale: scale)
        name = ""
        isSymbol = false
        renderingMode = .automatic
        images = nil
        duration = 0
    }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A symbol's size and weight.
    public final class SymbolConfiguration: Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(weight: UIImage.SymbolWeight) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(font: UIFont) {}
    }

    /// A symbol's weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.name == b.name && a.isSymbol == b.isSymbol && a.renderingMode == b.renderingMode && a.drawn == b.drawn
            && a.images == b.images && a.duration == b.duration
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether the scene being evaluated has an image named `name`: a file of the names
    /// `Image(_:)` reads, or an image set. Without a scene (a test evaluating views), any name.
    static func sceneHasImage(_ name: String) -> Bool {
        guard let folder = SceneFolder.current else { return true }
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return false }
        if AssetCatalog.ofScene(in: folder).imageVariants(named: name) != nil { return true }
        for directory in [(folder as NSString).appendingPathComponent("assets"), folder] {
            for ext in ["png", "jpg", "jpeg"]
            where FileManager.default.fileExists(
                atPath: (directory as NSString).appendingPathComponent("\(name).\(ext)"))
            {
                return true
            }
        }
        return false
    }
}

extension Image {
    /// A `UIImage` as a SwiftUI image: the scene's image of its name, a template or in its own
    /// colours as its rendering mode says.
    public init(uiImage: UIImage, line: Int = #line, column: Int = #column) {
        if let drawn = uiImage.drawn {
            self.init(drawn: drawn, line: line, column: column)
        } else if uiImage.isSymbol {
            self.init(systemName: uiImage.name, line: line, column: column)
        } else {
            self.init(uiImage.name, line: line, column: column)
        }
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysTemplate: templateRendering = .template
        case .alwaysOriginal: templateRendering = .original
        }
    }
}
