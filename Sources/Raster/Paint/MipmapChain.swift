import Synchronization

/// Successively halved copies of an image, built when first needed and shared by every copy
/// of the `PixelBuffer` (level 0, the image itself, is not stored).
final class MipmapChain: Sendable {
    /// One level: premultiplied RGBA, `width * 4` bytes per row.
    struct Level: Sendable {
        let bytes: [UInt8]
        let width: Int
        let height: Int
    }

    private let levels = Mutex<[Level]>([])

    /// The number of the smallest level (1×1) of a `width`×`height` image.
    static func deepestLevel(width: Int, height: Int) -> Int {
        var level = 0
        var size = Swift.max(width, height)
        while size > 1 {
            size = (size + 1) / 2
            level += 1
        }
        return level
    }

    /// Level `n` ≥ 1 of `image`: each pixel the rounded mean of a 2×2 block of level n − 1 (an
    /// odd last row or column is paired with itself), so pixel i of level n covers pixels
    /// i·2ⁿ ..< (i + 1)·2ⁿ of the image.
    func level(_ n: Int, of image: PixelBuffer) -> Level {
        levels.withLock { levels in
            while levels.count < n {
                let source =
                    levels.last ?? Level(bytes: image.bytes, width: image.width, height: image.height)
                levels.append(MipmapChain.halve(source))
            }
            return levels[n - 1]
        }
    }

    private static func halve(_ source: Level) -> Level {
        let width = (source.width + 1) / 2
        let height = (source.height + 1) / 2
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        source.bytes.withUnsafeBufferPointer { input in
            bytes.withUnsafeMutableBufferPointer { output in
                guard let input = input.baseAddress, let output = output.baseAddress else { return }
                let stride = source.width * 4
                for y in 0..<height {
                    let top = input + 2 * y * stride
                    let bottom = 2 * y + 1 < source.height ? top + stride : top
                    for x in 0..<width {
                        let left = 2 * x * 4
                        let right = 2 * x + 1 < source.width ? left + 4 : left
                        for c in 0..<4 {
                            let sum =
                                Int(top[left + c]) + Int(top[right + c]) + Int(bottom[left + c])
                                + Int(bottom[right + c])
                            output[(y * width + x) * 4 + c] = UInt8((sum + 2) >> 2)
                        }
                    }
                }
            }
        }
        return Level(bytes: bytes, width: width, height: height)
    }
}
