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
    /// What `image` shows over the static layer (when `isOnStaticLayer`).
    var drawn = DisplayList()
    /// In a frame pipeline, the position of the frame drawn that `image` shows.
    var position: Int?

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

    /// Draws `list` into `canvas`: onto the static layer when the list begins with it, else in full.
    /// On the static layer, only what changed since the canvas's previous frame is redrawn when
    /// that is small; otherwise the tiles the previous frame changed are restored and the rest of
    /// the list drawn.
    func draw(_ list: DisplayList, into canvas: inout FrameCanvas, using renderer: Renderer) {
        // Taken out of the canvas, the buffer has one owner and is drawn on in place (unless a consumer
        // still holds the previous frame, which then keeps its pixels).
        var previous = canvas.image.take()
        guard let base = staticLayer, let rest = overStaticLayer(list) else {
            canvas.isOnStaticLayer = false
            canvas.image = renderer.render(
                list, width: settings.pixelWidth, height: settings.pixelHeight, background: settings.background)
            return
        }
        var image: PixelBuffer
        if var reused = previous.take() {
            if canvas.isOnStaticLayer,
                renderer.redraw(&reused, showing: canvas.drawn, as: rest, over: base.pixels, damage: &canvas.damage)
            {
                canvas.image = reused
                canvas.drawn = rest
                return
            }
            let restored =
                canvas.isOnStaticLayer
                ? reused.restore(&canvas.damage, from: base.pixels) : reused.copyPixels(from: base.pixels)
            image = restored ? reused : base.pixels
        } else {
            image = base.pixels
        }
        canvas.damage.clear()
        renderer.render(rest, onto: &image, recording: &canvas.damage)
        canvas.image = image
        canvas.drawn = rest
        canvas.isOnStaticLayer = true
    }

    /// What `list` draws over the static layer; nil when it does not begin with it.
    func overStaticLayer(_ list: DisplayList) -> DisplayList? {
        guard let base = staticLayer, list.commands.starts(with: base.prefix) else { return nil }
        return DisplayList(commands: Array(list.commands.dropFirst(base.prefix.count)))
    }
}

extension FrameCanvas {
    /// Makes the canvas show what `other` shows, with its records: when both are on the static
    /// layer only the tiles that can differ are copied, else the whole image.
    mutating func catchUp(to other: FrameCanvas) {
        guard let source = other.image else { return }
        if isOnStaticLayer, other.isOnStaticLayer, var mine = image.take() {
            if Renderer.copyChanges(
                into: &mine, showing: drawn, damage: &damage, from: source, showing: other.drawn, damage: other.damage)
            {
                image = mine
                drawn = other.drawn
                position = other.position
                return
            }
            image = mine
        }
        if var mine = image.take(), mine.copyPixels(from: source) {
            image = mine
        } else {
            image = source
        }
        damage = other.damage
        drawn = other.drawn
        isOnStaticLayer = other.isOnStaticLayer
        position = other.position
    }
}

extension SceneRenderer {
    /// Whether `canvas` had better first become a copy of the frame of `previous` (drawn on the
    /// static layer) before `list` is drawn into it: when that leaves at least `catchUpSaving`
    /// of the canvas less to draw, and at most half as much. Copying costs far less than
    /// drawing.
    func catchingUpPays(_ canvas: FrameCanvas, from previous: DisplayList, to list: DisplayList) -> Bool {
        guard let previousRest = overStaticLayer(previous) else { return false }
        return catchingUpPays(canvas, fromRest: previousRest, to: list)
    }

    /// Whether `canvas` had better first become a copy of `other` (see `FrameCanvas.catchUp(to:)`)
    /// before `list` is drawn into it, as `catchingUpPays(_:from:to:)` says of a frame drawn on
    /// the static layer.
    func catchingUpPays(_ canvas: FrameCanvas, toward other: FrameCanvas, for list: DisplayList) -> Bool {
        guard other.isOnStaticLayer, other.image != nil else { return false }
        return catchingUpPays(canvas, fromRest: other.drawn, to: list)
    }

    /// `catchingUpPays(_:from:to:)` with what the frame before draws over the static layer.
    private func catchingUpPays(_ canvas: FrameCanvas, fromRest previousRest: DisplayList, to list: DisplayList)
        -> Bool
    {
        guard let rest = overStaticLayer(list) else { return false }
        let (width, height) = (settings.pixelWidth, settings.pixelHeight)
        // What drawing `rest` over a canvas showing `drawn` draws, as `draw(_:into:using:)` does;
        // nil: all of `rest` (a redraw of more than part of the canvas draws it all anyway).
        func redrawn(over drawn: DisplayList) -> Int? {
            let changed = Renderer.changedArea(from: drawn, to: rest, width: width, height: height)
            return changed * Renderer.redrawAreaLimit <= width * height ? changed : nil
        }
        let after = redrawn(over: previousRest)
        let now = canvas.isOnStaticLayer && canvas.image != nil ? redrawn(over: canvas.drawn) : nil
        if let now, let after, now < 2 * after { return false }
        let all = { Renderer.changedArea(from: DisplayList(), to: rest, width: width, height: height) }
        let (asIs, caughtUp) = (now ?? all(), after ?? all())
        return Double(asIs - caughtUp) >= SceneRenderer.catchUpSaving * Double(width * height)
            && asIs >= 2 * caughtUp
    }

    /// The least part of the canvas a catch-up must save drawing (see `catchingUpPays`).
    static let catchUpSaving = 1.0 / 16
}
