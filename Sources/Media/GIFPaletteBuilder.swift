/// Fits one palette to a whole animation: give it every frame, in order, then ask for the palette.
///
/// The first frame counts in full; later frames count only the pixels that changed from the frame
/// before, so colours that appear while things move get entries even when they cover little of any frame.
/// Memory does not grow with the number of frames.
public final class GIFPaletteBuilder {
    private let width: Int
    private let height: Int
    private let keepsAlpha: Bool
    private var histogram = ColorHistogram()
    private var previous: [UInt32]
    private var current: [UInt32]
    private var frameCount = 0

    /// Weight of a pixel unchanged since the previous frame. 0 counts only changes (ffmpeg's
    /// `stats_mode=diff`); measured on the launch scene, a small weight for the static picture helps a
    /// little (docs/output-formats.md).
    static let unchangedWeight = 0.0

    /// Prepares for frames of `width`×`height` pixels; `keepsAlpha` as in `GIFSettings`.
    public init(width: Int, height: Int, keepsAlpha: Bool = false) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.keepsAlpha = keepsAlpha
        previous = [UInt32](repeating: SourcePixels.impossible, count: self.width * self.height)
        current = previous
    }

    /// Counts the colours of one frame (premultiplied RGBA, `width * height * 4` bytes).
    public func add(premultipliedRGBA rgba: [UInt8]) throws {
        let count = width * height
        guard rgba.count == count * 4 else {
            throw MediaError(
                "cannot add a frame to the GIF palette: got \(rgba.count) bytes, expected \(width)×\(height)×4")
        }
        rgba.withUnsafeBufferPointer { source in
            current.withUnsafeMutableBufferPointer { pixels in
                guard let output = pixels.baseAddress else { return }
                SourcePixels.convert(source, into: output, count: count, keepsAlpha: keepsAlpha)
            }
        }
        let isFirst = frameCount == 0
        let unchangedWeight = Self.unchangedWeight
        current.withUnsafeBufferPointer { pixels in
            previous.withUnsafeBufferPointer { before in
                for index in 0..<count {
                    let pixel = pixels[index]
                    guard pixel != 0 || !keepsAlpha else { continue }
                    if isFirst || pixel != before[index] {
                        histogram.add(pixel, weight: 1)
                    } else if unchangedWeight > 0 {
                        histogram.add(pixel, weight: unchangedWeight)
                    }
                }
            }
        }
        swap(&previous, &current)
        frameCount += 1
    }

    /// The palette for the frames added so far (black alone when none had an opaque pixel).
    public func makePalette() -> GIFPalette {
        GIFPalette(checkedRGB: PaletteQuantizer.palette(for: histogram.entries, maximumCount: GIFPalette.maximumCount))
    }
}
