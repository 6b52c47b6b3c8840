internal import Geometry
internal import SceneGraph

/// A shape style that fills with an image repeated as a pattern from the shape's top-leading
/// corner: each tile is the `sourceRect` part of the image (in unit coordinates of it) at
/// `scale` times the image's size in points.
public struct ImagePaint: ShapeStyle, StyleLowering {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// A symbol as a pattern paints with the foreground style instead (iOS tiles the symbol's
    /// picture), with a warning at the image's line.
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        switch image.source {
        case .asset(let name):
            let unit = Rect(
                x: Double(sourceRect.origin.x), y: Double(sourceRect.origin.y), width: Double(sourceRect.width),
                height: Double(sourceRect.height))
            return .imagePattern(named: name, sourceRect: unit, scale: Double(scale))
        case .symbol(let name):
            RuntimeWarning.emit(
                "an SF Symbol ('\(name)') as an ImagePaint is drawn in the foreground style, not as a repeated "
                    + "picture of the symbol", line: image.location.line, column: image.location.column)
            return .foreground
        case .drawn:
            // A pattern reads its tile from the scene's images by name, which drawn pixels have none of.
            RuntimeWarning.emit(
                "an image the scene drew (UIGraphicsImageRenderer) as an ImagePaint is painted in the foreground "
                    + "style, not as a repeated picture", line: image.location.line, column: image.location.column)
            return .foreground
        }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// The image repeated as a pattern (see ``ImagePaint``).
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
