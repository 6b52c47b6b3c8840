internal import Raster

/// PNG files of drawn pixels (`UIImage.pngData()`): 8-bit RGBA, unpremultiplied, the image data
/// in stored (uncompressed) deflate blocks. The module cannot reach Media's libpng (the scene
/// library's modules sit above it), and a valid file, larger than libpng's, is what code that
/// saves or shares the data needs.
enum PNGEncoding {
    static func encode(_ pixels: PixelBuffer) -> [UInt8] {
        let w = pixels.width
        let h = pixels.height
        var raw = [UInt8]()
        raw.reserveCapacity(h * (w * 4 + 1))
        for y in 0..<h {
            raw.append(0)  // no filter
            for x in 0..<w {
                let p = pixels.pixel(x: x, y: y)
                let a = Int(p.a)
                func straight(_ c: UInt8) -> UInt8 {
                    a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + a / 2) / a))
                }
                raw += [straight(p.r), straight(p.g), straight(p.b), p.a]
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(w)) + bigEndian(UInt32(h))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter method, no interlace
        chunk("IHDR", header, into: &file)
        chunk("IDAT", zlibStored(raw), into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(crc32(typeBytes + data))
    }

    /// A zlib stream of stored blocks (at most 65,535 bytes each).
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, data.count - offset)
            let last: UInt8 = offset + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<(offset + n)]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
