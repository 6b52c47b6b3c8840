import Foundation
internal import Raster
internal import SceneGraph

// A UIImage's pixels: their size, their Core Graphics image, drawing them into the current
// context, and PNG data.
extension UIImage {
    /// An image of `cgImage`'s pixels at one pixel a point.
    public convenience init(cgImage: CGImage) { self.init(drawn: cgImage.pixels, scale: 1) }

    /// An image of `cgImage`'s pixels at `scale` pixels a point. Orientations other than `.up`
    /// are drawn as `.up`, with a warning.
    public convenience init(
        cgImage: CGImage, scale: CGFloat, orientation: Orientation, line: Int = #line, column: Int = #column
    ) {
        if orientation != .up {
            RuntimeWarning.emit(
                "'UIImage.Orientation.\(orientation)' is drawn as '.up': Zoetrope does not turn drawn images",
                line: line, column: column)
        }
        let s = Double(scale)
        self.init(drawn: cgImage.pixels, scale: s.isFinite && s > 0 ? s : 1)
    }

    /// Which way up an image's pixels are shown.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The image's orientation: always `.up` here.
    public var imageOrientation: Orientation { .up }

    /// The pixels as a Core Graphics image: a drawn image's, or an asset's when the scene has it;
    /// nil for a symbol.
    public var cgImage: CGImage? { bitmap().map { CGImage($0.pixels) } }

    /// The size in points (pixels over the scale); zero for a symbol or a missing asset.
    public var size: CGSize {
        guard let b = bitmap() else { return .zero }
        return CGSize(width: Double(b.pixels.width) / b.scale, height: Double(b.pixels.height) / b.scale)
    }

    /// Pixels per point.
    public var scale: CGFloat { CGFloat(bitmap()?.scale ?? 1) }

    /// The pixels: drawn ones, else the scene's asset of the name.
    private func bitmap() -> ImageBitmap? {
        if let drawn { return drawn }
        guard !isSymbol, let images = SceneRun.current?.request.images,
            let pixels = try? images.image(named: name)
        else { return nil }
        return ImageBitmap(pixels: pixels, scale: images.scale(ofImageNamed: name))
    }

    /// Draws the image stretched to `rect` in the current context (upright, UIKit's way).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let b = bitmap() {
            context.drawUpright(b.pixels, in: rect)
        } else if isSymbol {
            context.draw(
                Image(uiImage: self).resizable().loweredForDrawing(), in: rect,
                alignment: LayoutAlignment(horizontal: .center, vertical: .center))
        }
    }

    /// Draws the image with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The image encoded as PNG (8-bit RGBA, unpremultiplied); nil for a symbol or a missing asset.
    public func pngData() -> Data? {
        guard let b = bitmap() else { return nil }
        return Data(PNGEncoding.encode(b.pixels))
    }
}

extension View {
    /// The view lowered on its own, in the default environment (what drawing into a context needs).
    func loweredForDrawing() -> ViewNode {
        let context = LoweringContext(graph: ViewGraph(), path: ViewPath(), environment: EnvironmentValues())
        return lowerView(self, in: context).single(in: .z(alignment: .center)).view
    }
}

extension Image {
    /// The pixels of `cgImage` at `scale` pixels a point. Orientations other than `.up` are
    /// drawn as `.up`, with a warning.
    public init(
        _ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text, line: Int = #line,
        column: Int = #column
    ) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation, line: line, column: column)
    }

    /// The pixels of `cgImage` at `scale` pixels a point, which accessibility would skip.
    public init(
        decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, line: Int = #line,
        column: Int = #column
    ) {
        let s = Double(scale)
        self.init(
            drawn: ImageBitmap(pixels: cgImage.pixels, scale: s.isFinite && s > 0 ? s : 1), line: line,
            column: column)
        if orientation != .up {
            approximations.append(
                Approximation(
                    message:
                        "'Image.Orientation.\(orientation)' is drawn as '.up': Zoetrope does not turn drawn images",
                    location: location))
        }
    }

    /// Which way up an image's pixels are shown.
    public enum Orientation: UInt8, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}
