/// Conversions between straight and premultiplied 8-bit RGBA, rounding to nearest.
enum Premultiplication {
    /// Multiplies colour by alpha in place.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 3 < buffer.count {
                let alpha = UInt32(buffer[index + 3])
                if alpha != 255 {
                    for channel in index..<index + 3 {
                        buffer[channel] = multiply(UInt32(buffer[channel]), alpha)
                    }
                }
                index += 4
            }
        }
    }

    /// A copy of `pixels` with colour divided by alpha (what a PNG file stores).
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, count in
            pixels.withUnsafeBufferPointer { unpremultiply($0, into: buffer.baseAddress!) }
            count = pixels.count
        }
    }

    /// Divides colour by alpha from `source` into `destination` (fully transparent pixels become 0,0,0,0).
    static func unpremultiply(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) {
        var index = 0
        while index + 3 < source.count {
            let alpha = UInt32(source[index + 3])
            switch alpha {
            case 255:
                for channel in index..<index + 3 {
                    destination[channel] = source[channel]
                }
            case 0:
                for channel in index..<index + 3 {
                    destination[channel] = 0
                }
            default:
                for channel in index..<index + 3 {
                    let value = (UInt32(source[channel]) * 255 + alpha / 2) / alpha
                    destination[channel] = UInt8(min(value, 255))
                }
            }
            destination[index + 3] = UInt8(alpha)
            index += 4
        }
    }

    /// `round(value * alpha / 255)` for values 0...255, exact in integers.
    @inline(__always)
    static func multiply(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
        let product = value * alpha + 128
        return UInt8((product + (product >> 8)) >> 8)
    }
}
