extension GraphicsContext {
    /// Runs `content` with a Core Graphics context over the whole canvas (UIKit's orientation,
    /// points) and draws what it drew into the canvas, under this context's transform, clip,
    /// opacity and filters. iOS draws the commands straight into the canvas; here they become a
    /// bitmap at the screen's scale (3 pixels a point) first: the same pixels at the default
    /// scale.
    public func withCGContext(
        content: (CGContext) throws -> Void, line: Int = #line, column: Int = #column
    ) rethrows {
        let pixels = CGContext.bitmapSize(size, scale: Double(UIScreen.main.scale), line: line, column: column)
        let context = CGContext(pixelWidth: pixels.width, height: pixels.height, scale: pixels.scale, flipped: true)
        UIGraphicsContextStack.push(context)
        defer { UIGraphicsContextStack.pop() }
        try content(context)
        let image = UIImage(drawn: context.pixels(), scale: pixels.scale)
        draw(Image(uiImage: image), in: CGRect(origin: .zero, size: size))
    }
}
