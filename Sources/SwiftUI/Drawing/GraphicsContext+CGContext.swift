extension GraphicsContext {
    /// Runs `content` with a Core Graphics context over the whole canvas (UIKit's orientation,
    /// points) and draws what it drew into the canvas, under this context's transform, clip,
    /// opacity and filters. iOS draws the commands straight into the canvas; here they become a
    /// bitmap at the screen's scale (3 pixels a point) first: the same pixels at the default
    /// scale.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        let scale = Double(UIScreen.main.scale)
        func pixels(_ v: CGFloat) -> Int {
            let p = Double(v) * scale
            return p.isFinite && p > 0 ? min(16384, Int(p.rounded(.up))) : 0
        }
        let context = CGContext(
            pixelWidth: pixels(size.width), height: pixels(size.height), scale: scale, flipped: true)
        UIGraphicsContextStack.push(context)
        defer { UIGraphicsContextStack.pop() }
        try content(context)
        let image = UIImage(drawn: context.pixels(), scale: scale)
        draw(Image(uiImage: image), in: CGRect(origin: .zero, size: size))
    }
}
