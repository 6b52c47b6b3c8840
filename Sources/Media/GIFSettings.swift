/// How `GIFEncoder` writes an animated GIF.
public struct GIFSettings: Sendable {
    /// Frames per second; 1...50, because players stretch delays under 2 hundredths of a second.
    public static let fpsRange = 1...50
    /// The loop counts a GIF stores (NETSCAPE2.0's 16 bits; 0 plays forever).
    public static let loopCountRange = 0...65535

    /// Width in pixels of the frames you will append (1...16384).
    public var width: Int
    /// Height in pixels of the frames you will append (1...16384).
    public var height: Int
    /// Frames per second (`fpsRange`).
    public var fps: Int = 30
    /// How often the animation plays: 0 loops forever, n ≥ 1 plays it n times in all.
    public var loopCount: Int = 0
    /// How colours between palette entries are approximated.
    public var dither: GIFDither = .floydSteinberg
    /// Keep transparency: pixels under half opacity become transparent. When false, frames are composited
    /// over black.
    public var keepsAlpha: Bool = false

    /// Creates settings; they are checked when an encoder is created.
    public init(
        width: Int, height: Int, fps: Int = 30, loopCount: Int = 0, dither: GIFDither = .floydSteinberg,
        keepsAlpha: Bool = false
    ) {
        self.width = width
        self.height = height
        self.fps = fps
        self.loopCount = loopCount
        self.dither = dither
        self.keepsAlpha = keepsAlpha
    }

    /// Throws a `MediaError` naming the first setting a GIF cannot use.
    func validate() throws {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw MediaError("GIF size \(width)×\(height) is out of range: each side must be 1...16384")
        }
        guard Self.fpsRange.contains(fps) else {
            throw MediaError(
                "GIF fps \(fps) is out of range 1...50: GIF delays are hundredths of a second and players "
                    + "slow down anything shorter than 2")
        }
        guard Self.loopCountRange.contains(loopCount) else {
            throw MediaError("GIF loop count \(loopCount) is out of range 0...65535")
        }
    }
}
