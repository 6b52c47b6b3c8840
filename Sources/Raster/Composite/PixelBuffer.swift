import Glibc

/// A bitmap of premultiplied RGBA pixels, 8 bits per channel, rows top to bottom,
/// `width * 4` bytes per row.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8] {
        didSet { mipmaps = MipmapChain() }
    }
    /// Reduced copies for drawing the image much smaller; rebuilt lazily after `bytes` change.
    private(set) var mipmaps = MipmapChain()

    /// A buffer filled with one colour (transparent by default).
    public init(width: Int, height: Int, fill: RGBAColor = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        let a = max(0, min(1, fill.alpha))
        let px: [UInt8] = [
            UInt8((max(0, min(1, fill.red)) * a * 255).rounded()),
            UInt8((max(0, min(1, fill.green)) * a * 255).rounded()),
            UInt8((max(0, min(1, fill.blue)) * a * 255).rounded()),
            UInt8((a * 255).rounded()),
        ]
        let count = self.width * self.height
        if px.allSatisfy({ $0 == px[0] }) {
            self.bytes = [UInt8](repeating: px[0], count: count * 4)
        } else {
            // One 32-bit store per pixel instead of four indexed byte stores.
            let word = UInt32(px[0]) | UInt32(px[1]) << 8 | UInt32(px[2]) << 16 | UInt32(px[3]) << 24
            self.bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                if let base = buffer.baseAddress {
                    UnsafeMutableRawPointer(base).initializeMemory(
                        as: UInt32.self, repeating: word.littleEndian, count: count)
                }
                initialized = count * 4
            }
        }
    }

    /// Wraps existing premultiplied RGBA bytes; nil when the byte count does not match.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Copies from `source` (a buffer of the same size) the pixels of every tile marked in
    /// `damage`, undoing drawing recorded there; then clears `damage`. Returns false, changing
    /// nothing, when the sizes differ.
    @discardableResult
    public mutating func restore(_ damage: inout DamageMask, from source: PixelBuffer) -> Bool {
        guard source.width == width, source.height == height, damage.width == width, damage.height == height else {
            return false
        }
        let runs = damage.markedRuns
        damage.clear()
        copy(runs, from: source)
        return true
    }

    /// Copies the pixels of `rects` (inside the buffer) from `source`, a buffer of the same size.
    mutating func copy(_ rects: [PixelRect], from source: PixelBuffer) {
        guard !rects.isEmpty else { return }
        let rowBytes = width * 4
        bytes.withUnsafeMutableBytes { destination in
            source.bytes.withUnsafeBytes { origin in
                guard let to = destination.baseAddress, let from = origin.baseAddress else { return }
                for rect in rects {
                    let offset = rect.minX * 4
                    let count = rect.width * 4
                    for y in rect.minY..<rect.maxY {
                        (to + y * rowBytes + offset).copyMemory(from: from + y * rowBytes + offset, byteCount: count)
                    }
                }
            }
        }
    }

    /// Copies all of `source` (a buffer of the same size) into this buffer's storage, reusing it
    /// when this buffer is its only owner. Returns false, changing nothing, when the sizes differ.
    @discardableResult
    public mutating func copyPixels(from source: PixelBuffer) -> Bool {
        guard source.width == width, source.height == height else { return false }
        bytes.withUnsafeMutableBytes { destination in
            source.bytes.withUnsafeBytes { origin in
                guard let to = destination.baseAddress, let from = origin.baseAddress else { return }
                to.copyMemory(from: from, byteCount: min(destination.count, origin.count))
            }
        }
        return true
    }

    /// The premultiplied RGBA bytes of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Equal sizes and bytes.
    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        // Shared storage is equal at once; else one memcmp (frames are megabytes).
        return lhs.bytes.withUnsafeBytes { a in
            rhs.bytes.withUnsafeBytes { b in
                guard a.count == b.count else { return false }
                guard let p = a.baseAddress, let q = b.baseAddress, p != q else { return true }
                return memcmp(p, q, a.count) == 0
            }
        }
    }
}
