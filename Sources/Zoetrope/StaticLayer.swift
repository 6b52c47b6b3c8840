import Raster

/// The drawing commands every frame begins with (typically the background) and their pixels,
/// rendered once and copied into each frame instead of redrawn. When nothing is the same in every
/// frame the prefix is empty and the pixels are the background: frames are still redrawn only
/// where they change.
struct StaticLayer: Sendable {
    var prefix: [DrawCommand]
    var pixels: PixelBuffer
}

extension SceneRenderer {
    /// Frames sampled to find the static beginning: the start, every transaction's start and end,
    /// and the last frame. A frame whose list does not begin with the prefix is drawn in full, so
    /// the choice affects speed only, never pixels.
    func makeStaticLayer() -> StaticLayer? {
        var times: Set<Double> = [0, time(ofFrame: frameCount - 1)]
        for tx in animated.timeline.transactions {
            times.insert(tx.time)
            if let end = tx.endTime, end.isFinite { times.insert(end) }
        }
        var prefix: [DrawCommand]?
        for t in times.sorted() where t >= 0 {
            let commands = displayList(at: t).commands
            guard let current = prefix else {
                prefix = commands
                continue
            }
            let shared = zip(current, commands).prefix { $0 == $1 }.count
            prefix = Array(current.prefix(shared))
        }
        guard let prefix else { return nil }
        let pixels = renderer.render(
            DisplayList(commands: prefix), width: settings.pixelWidth, height: settings.pixelHeight,
            background: settings.background)
        return StaticLayer(prefix: prefix, pixels: pixels)
    }
}
