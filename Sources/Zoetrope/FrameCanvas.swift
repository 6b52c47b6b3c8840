import Raster

/// A frame buffer reused from frame to frame. After the first frame drawn on the static layer,
/// it records which tiles differ from that layer, so the next frame restores only those tiles
/// instead of copying or redrawing the whole canvas.
struct FrameCanvas {
    /// The last frame drawn; nil before the first.
    var image: PixelBuffer?
    /// The tiles where `image` differs from the static layer (meaningful when `isOnStaticLayer`).
    var damage: DamageMask
    /// True when `image` equals the static layer outside the tiles marked in `damage`.
    var isOnStaticLayer = false

    init(width: Int, height: Int) {
        damage = DamageMask(width: width, height: height)
    }
}

extension SceneRenderer {
    /// Draws the frame at scene time `t` into `canvas`, reusing its buffer. The pixels are those of
    /// ``frame(at:)``.
    func draw(frameAt t: Double, into canvas: inout FrameCanvas, using renderer: Renderer) {
        draw(displayList(at: t), into: &canvas, using: renderer)
    }

    /// Draws `list` into `canvas`: onto the static layer when the list begins with it (restoring only
    /// the tiles the canvas's previous frame changed), else in full.
    func draw(_ list: DisplayList, into canvas: inout FrameCanvas, using renderer: Renderer) {
        // Taken out of the canvas, the buffer has one owner and is drawn on in place (unless a consumer
        // still holds the previous frame, which then keeps its pixels).
        var previous = canvas.image.take()
        guard let base = staticLayer, list.commands.starts(with: base.prefix) else {
            canvas.isOnStaticLayer = false
            canvas.image = renderer.render(
                list, width: settings.pixelWidth, height: settings.pixelHeight, background: settings.background)
            return
        }
        var image: PixelBuffer
        if var reused = previous.take() {
            let restored =
                canvas.isOnStaticLayer
                ? reused.restore(&canvas.damage, from: base.pixels) : reused.copyPixels(from: base.pixels)
            image = restored ? reused : base.pixels
        } else {
            image = base.pixels
        }
        canvas.damage.clear()
        draw(list, after: base, onto: &image, canvas: &canvas, using: renderer)
    }

    private func draw(
        _ list: DisplayList, after base: StaticLayer, onto image: inout PixelBuffer, canvas: inout FrameCanvas,
        using renderer: Renderer
    ) {
        var rest = list
        rest.commands.removeFirst(base.prefix.count)
        renderer.render(rest, onto: &image, recording: &canvas.damage)
        canvas.image = image
        canvas.isOnStaticLayer = true
    }
}
