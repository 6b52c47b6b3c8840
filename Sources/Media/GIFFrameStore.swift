/// Keeps an animation's frames compactly, up to a memory limit, so that a GIF's second pass can replay
/// them instead of rendering them again.
///
/// A `GIFPaletteBuilder` made with a `frameStoreLimit` fills one: it keeps each frame the builder counts
/// as the rectangle that changed since the frame before, until the next would take the store past
/// `byteLimit`; from then on it keeps nothing. `GIFEncoder.append(storedFrame:of:)` replays the kept
/// frames, in order; render the rest again. UI animations change little from frame to frame: the launch
/// scene's 150 GIF frames take 4.2 MB here against 198 MB whole (37.5 MB against 1.8 GB at 1170×2532).
public final class GIFFrameStore {
    /// The limit a GIF render uses: 64 MiB, the size of 16 whole frames at the GIF default of 390×844
    /// pixels, or about 5 at 1170×2532.
    public static let defaultByteLimit = 64 << 20

    /// Width of the frames, in pixels.
    public let width: Int
    /// Height of the frames, in pixels.
    public let height: Int
    /// The most bytes the store keeps: pixels, and a few dozen per frame.
    public let byteLimit: Int
    /// Whether a frame did not fit: it and every later frame were not kept.
    public private(set) var isFull = false
    /// The bytes kept.
    public private(set) var byteCount = 0
    private(set) var frames: [Frame] = []

    /// One kept frame: the premultiplied RGBA pixels of the rectangle that changed since the frame before
    /// (the whole frame for the first), empty when nothing changed.
    struct Frame {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var bytes: [UInt8]
    }

    /// Creates an empty store for frames of `width`×`height` pixels holding at most `byteLimit` bytes.
    init(width: Int, height: Int, byteLimit: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.byteLimit = max(byteLimit, 0)
    }

    /// The number of frames kept: the first `count` frames the builder was given.
    public var count: Int { frames.count }

    /// Keeps the rectangle `changed` of a frame (`rgba`, premultiplied, `width`×`height`), or nothing
    /// when it is nil (an unchanged frame), unless it does not fit.
    func keep(_ rgba: UnsafeRawPointer, changed: (x: Int, y: Int, width: Int, height: Int)?) {
        guard !isFull else { return }
        let pixelBytes = changed.map { $0.width * $0.height * 4 } ?? 0
        // Each frame's record counts too, so that long stills cannot grow the store past its limit.
        let size = pixelBytes + MemoryLayout<Frame>.stride
        guard size <= byteLimit - byteCount else {
            isFull = true
            return
        }
        byteCount += size
        guard let changed else {
            frames.append(Frame(x: 0, y: 0, width: 0, height: 0, bytes: []))
            return
        }
        let rowBytes = changed.width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: pixelBytes) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<changed.height {
                let from = rgba + ((changed.y + row) * width + changed.x) * 4
                UnsafeMutableRawPointer(base + row * rowBytes).copyMemory(from: from, byteCount: rowBytes)
            }
            initialized = pixelBytes
        }
        frames.append(Frame(x: changed.x, y: changed.y, width: changed.width, height: changed.height, bytes: bytes))
    }
}
