import Geometry
import Raster

extension PixelBuffer {
    /// The pixels inside `unit` (unit coordinates of the image, rounded to whole pixels), or
    /// nil when that is empty.
    public func part(_ unit: Rect) -> PixelBuffer? {
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        guard unit != whole else { return width > 0 && height > 0 ? self : nil }
        func pixel(_ v: Double, _ size: Int) -> Int {
            guard v.isFinite else { return 0 }
            return Int(min(Double(size), max(0, (v * Double(size)).rounded())))
        }
        let x0 = pixel(unit.minX, width)
        let x1 = pixel(unit.maxX, width)
        let y0 = pixel(unit.minY, height)
        let y1 = pixel(unit.maxY, height)
        guard x1 > x0, y1 > y0 else { return nil }
        var part = PixelBuffer(width: x1 - x0, height: y1 - y0)
        var partBytes = part.bytes
        let rowBytes = (x1 - x0) * 4
        for row in 0..<(y1 - y0) {
            let from = ((y0 + row) * width + x0) * 4
            partBytes.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: bytes[from..<from + rowBytes])
        }
        part.bytes = partBytes
        return part
    }
}
