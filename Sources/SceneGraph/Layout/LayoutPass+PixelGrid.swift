import Geometry

// iOS rounds what it lays out to its screen's pixels (`displayScale`): a text's size up to
// whole pixels, and every view's frame to the nearest pixel (both corners; a half pixel goes
// up), so that edges fall between pixels and views set side by side leave no seam.

extension LayoutPass {
    /// The pixels per point text sizes are rounded up to: the display's, else an iPhone's 3, as
    /// `displayScale` is in a scene.
    var textPixelScale: Double { engine.displayScale ?? 3 }

    /// `size` rounded up to whole pixels of `textPixelScale`, as iOS sizes a text: 17-pt "SwiftUI"
    /// (54.4 pt of advances) takes 164 px at 3x, 54.667 pt; a line of body text 61 px, 20.333 pt,
    /// and 21 px at 1x. A hair below a pixel (1e-6 pt) stays on it, so a text laid out again at
    /// its own width does not grow.
    func onPixelGrid(_ size: Size) -> Size {
        let scale = textPixelScale
        func up(_ value: Double) -> Double {
            guard value.isFinite, value > 0 else { return value }
            return ((value - 1e-6) * scale).rounded(.up) / scale
        }
        return Size(width: up(size.width), height: up(size.height))
    }

    /// `value` rounded up to a whole pixel of `textPixelScale` (a hair below one stays on it).
    func upToPixel(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return max(0, value.isFinite ? value : 0) }
        return ((value - 1e-9) * textPixelScale).rounded(.up) / textPixelScale
    }

    /// `rect` with its corners moved to the nearest pixel of the engine's `displayScale` (a half
    /// pixel up), as iOS places a view (`roundCoordinatesToNearestOrUp(toMultipleOf:)` of its
    /// pixel length): a 94.67-pt text centred in 95 pt at 1x takes x 0 to 95, not 0.17 to 94.83.
    /// Unchanged without a display scale, or when it is not finite.
    func onPixelGrid(_ rect: Rect) -> Rect {
        guard let scale = engine.displayScale, scale > 0, scale.isFinite,
            rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return rect }
        // A hair of slack, so a coordinate a rounding error below a half pixel still goes up.
        func nearest(_ value: Double) -> Double { (value * scale + 0.5 + 1e-9).rounded(.down) / scale }
        let minX = nearest(rect.minX)
        let minY = nearest(rect.minY)
        return Rect(
            x: minX, y: minY, width: max(0, nearest(rect.maxX) - minX), height: max(0, nearest(rect.maxY) - minY))
    }
}
