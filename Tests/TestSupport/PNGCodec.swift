/// A small PNG codec for golden images: 8-bit RGBA (straight alpha), not interlaced. The writer
/// compresses with LZ77 and DEFLATE's fixed Huffman codes; the reader inflates any DEFLATE
/// stream (stored, fixed and dynamic blocks) and undoes all five row filters.
public enum PNGCodec {
    public struct Image: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// Straight (unpremultiplied) RGBA, rows top to bottom.
        public var rgba: [UInt8]

        public init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    // MARK: Writing

    public static func encode(_ image: Image) -> [UInt8] {
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
        var out = signature
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", zlibCompress(filteredRows(image)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Each row prefixed by the filter (of the five) whose output has the smallest sum of
    /// absolute values, the usual heuristic for compressibility.
    private static func filteredRows(_ image: Image) -> [UInt8] {
        let stride = image.width * 4
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * image.height)
        let zero = [UInt8](repeating: 0, count: stride)
        for y in 0..<image.height {
            let row = Array(image.rgba[(y * stride)..<((y + 1) * stride)])
            let up = y > 0 ? Array(image.rgba[((y - 1) * stride)..<(y * stride)]) : zero
            var best: (score: Int, type: UInt8, bytes: [UInt8]) = (Int.max, 0, [])
            for type in UInt8(0)...4 {
                var filtered = [UInt8](repeating: 0, count: stride)
                var score = 0
                for i in 0..<stride {
                    let a = i >= 4 ? row[i - 4] : 0
                    let c = i >= 4 ? up[i - 4] : 0
                    let v = row[i] &- predictor(type, a: a, b: up[i], c: c)
                    filtered[i] = v
                    score += Int(min(v, 0 &- v))
                }
                if score < best.score { best = (score, type, filtered) }
            }
            out.append(best.type)
            out += best.bytes
        }
        return out
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        appendBigEndian(crc32(body), to: &out)
    }

    private static func appendBigEndian(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    // MARK: Reading

    public static func decode(_ data: [UInt8]) throws -> Image {
        guard data.count > 8, Array(data[0..<8]) == signature else { throw DecodingError(description: "not a PNG") }
        var offset = 8
        var width = 0
        var height = 0
        var compressed: [UInt8] = []
        while offset + 12 <= data.count {
            let length = Int(readBigEndian(data, offset))
            guard length >= 0, offset + 12 + length <= data.count else {
                throw DecodingError(description: "truncated chunk")
            }
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(data[(offset + 8)..<(offset + 8 + length)])
            guard crc32(Array(data[(offset + 4)..<(offset + 8 + length)])) == readBigEndian(data, offset + 8 + length)
            else { throw DecodingError(description: "bad CRC in \(type)") }
            switch type {
            case "IHDR":
                guard body.count == 13 else { throw DecodingError(description: "bad IHDR") }
                width = Int(readBigEndian(body, 0))
                height = Int(readBigEndian(body, 4))
                guard body[8] == 8, body[9] == 6, body[12] == 0 else {
                    throw DecodingError(description: "only 8-bit RGBA non-interlaced PNGs are supported")
                }
            case "IDAT":
                compressed += body
            default:
                break
            }
            offset += 12 + length
        }
        guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
        var inflater = Inflater(Array(compressed[2...]))
        let raw = try inflater.inflate()
        let stride = width * 4
        guard raw.count >= (stride + 1) * height else { throw DecodingError(description: "image data too short") }
        var rgba = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let type = raw[y * (stride + 1)]
            guard type <= 4 else { throw DecodingError(description: "bad filter type \(type)") }
            for i in 0..<stride {
                let a = i >= 4 ? rgba[y * stride + i - 4] : 0
                let b = y > 0 ? rgba[(y - 1) * stride + i] : 0
                let c = i >= 4 && y > 0 ? rgba[(y - 1) * stride + i - 4] : 0
                rgba[y * stride + i] = raw[y * (stride + 1) + 1 + i] &+ predictor(type, a: a, b: b, c: c)
            }
        }
        return Image(width: width, height: height, rgba: rgba)
    }

    private static func readBigEndian(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8
            | UInt32(data[offset + 3])
    }

    // MARK: Shared

    /// The PNG filter predictor: none, left, up, average, Paeth.
    private static func predictor(_ type: UInt8, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch type {
        case 1: return a
        case 2: return b
        case 3: return UInt8((Int(a) + Int(b)) / 2)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a))
            let pb = abs(p - Int(b))
            let pc = abs(p - Int(c))
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: return 0
        }
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    // MARK: DEFLATE

    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// A zlib stream: one fixed-Huffman block of literals and greedy LZ77 matches.
    private static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bits: 1)  // final block
        writer.write(1, bits: 2)  // fixed Huffman codes
        let window = 32768
        let chainLimit = 64
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: data.count)
        func hash(_ i: Int) -> Int {
            (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF
        }
        func insert(_ i: Int) {
            guard i + 2 < data.count else { return }
            let h = hash(i)
            previous[i] = head[h]
            head[h] = i
        }
        var i = 0
        while i < data.count {
            var bestLength = 0
            var bestDistance = 0
            if i + 2 < data.count {
                var candidate = head[hash(i)]
                var steps = 0
                while candidate >= 0, i - candidate <= window, steps < chainLimit {
                    var length = 0
                    while length < 258, i + length < data.count, data[candidate + length] == data[i + length] {
                        length += 1
                    }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = i - candidate
                    }
                    candidate = previous[candidate]
                    steps += 1
                }
            }
            if bestLength >= 3 {
                writer.writeLength(bestLength)
                writer.writeDistance(bestDistance)
                for k in 0..<bestLength { insert(i + k) }
                i += bestLength
            } else {
                writer.writeLiteral(Int(data[i]))
                insert(i)
                i += 1
            }
        }
        writer.writeLiteral(256)
        var out: [UInt8] = [0x78, 0x01]
        out += writer.finish()
        appendBigEndian(adler32(data), to: &out)
        return out
    }

    /// Bits packed least significant first, as DEFLATE stores them.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count: UInt32 = 0

        mutating func write(_ value: Int, bits: Int) {
            buffer |= UInt32(value) << count
            count += UInt32(bits)
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code, sent most significant bit first.
        mutating func writeCode(_ code: Int, length: Int) {
            var reversed = 0
            for k in 0..<length { reversed |= ((code >> k) & 1) << (length - 1 - k) }
            write(reversed, bits: length)
        }

        /// A literal/length symbol with the fixed code.
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0...143: writeCode(0x30 + symbol, length: 8)
            case 144...255: writeCode(0x190 + symbol - 144, length: 9)
            case 256...279: writeCode(symbol - 256, length: 7)
            default: writeCode(0xC0 + symbol - 280, length: 8)
            }
        }

        mutating func writeLength(_ length: Int) {
            var code = PNGCodec.lengthBases.count - 1
            while PNGCodec.lengthBases[code] > length { code -= 1 }
            writeLiteral(257 + code)
            write(length - PNGCodec.lengthBases[code], bits: PNGCodec.lengthExtraBits[code])
        }

        mutating func writeDistance(_ distance: Int) {
            var code = PNGCodec.distanceBases.count - 1
            while PNGCodec.distanceBases[code] > distance { code -= 1 }
            writeCode(code, length: 5)
            write(distance - PNGCodec.distanceBases[code], bits: PNGCodec.distanceExtraBits[code])
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            buffer = 0
            count = 0
            return bytes
        }
    }
}
