/// A layer's `contents` bitmap (`layer.contents = image.cgImage`), placed in its bounds by its
/// `contentsGravity`: stretched (`.resize`, the default), fitted or filling with its proportions
/// kept, or at its own size (`contentsScale` pixels a point) at the centre.
struct ContentsLayerContent: TabledLayerContent {
    var image: CGImage
    var gravity: CALayerContentsGravity
    var scale: CGFloat

    static let properties: [String: LayerContentProperty<Self>] = [:]

    func body(size: CGSize) -> AnyView {
        let bitmap = Image(decorative: image, scale: scale > 0 ? scale : 1)
        let frame = (width: size.width, height: size.height)
        if gravity == .resizeAspect {
            return AnyView(bitmap.resizable().scaledToFit().frame(width: frame.width, height: frame.height))
        }
        if gravity == .resizeAspectFill {
            return AnyView(bitmap.resizable().scaledToFill().frame(width: frame.width, height: frame.height))
        }
        if gravity == .center { return AnyView(bitmap.frame(width: frame.width, height: frame.height)) }
        // `.resize`, Core Animation's default (a gravity this module does not name is read so too).
        return AnyView(bitmap.resizable().frame(width: frame.width, height: frame.height))
    }
}
