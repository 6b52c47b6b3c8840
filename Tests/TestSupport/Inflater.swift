/// Decompresses a raw DEFLATE stream (RFC 1951): stored, fixed-Huffman and dynamic-Huffman
/// blocks, decoding canonical codes bit by bit (simple rather than fast; goldens are small).
struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }
    }

    init(_ input: [UInt8]) { self.input = input }

    mutating func inflate() throws -> [UInt8] {
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Inflater.fixedLiterals, Inflater.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances)
            default: throw PNGCodec.DecodingError(description: "bad DEFLATE block type")
            }
        }
        return output
    }

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw PNGCodec.DecodingError(description: "DEFLATE data ended early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << n) - 1)
        bitBuffer >>= n
        bitCount -= n
        return value
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGCodec.DecodingError(description: "bad stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw PNGCodec.DecodingError(description: "bad stored block") }
        output += input[position..<(position + length)]
        position += length
    }

    private mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = h.counts[length]
            if code - first < count { return h.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGCodec.DecodingError(description: "bad Huffman code")
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < PNGCodec.lengthBases.count else {
                    throw PNGCodec.DecodingError(description: "bad length")
                }
                let length = PNGCodec.lengthBases[index] + (try bits(PNGCodec.lengthExtraBits[index]))
                let d = try decode(distances)
                guard d < PNGCodec.distanceBases.count else {
                    throw PNGCodec.DecodingError(description: "bad distance")
                }
                let distance = PNGCodec.distanceBases[d] + (try bits(PNGCodec.distanceExtraBits[d]))
                guard distance <= output.count else { throw PNGCodec.DecodingError(description: "distance too far") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[order[i]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let last = lengths.last else {
                    throw PNGCodec.DecodingError(description: "repeat with no length")
                }
                lengths += [Int](repeating: last, count: 3 + (try bits(2)))
            case 17:
                lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default:
                lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw PNGCodec.DecodingError(description: "too many code lengths")
        }
        return (
            Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...]))
        )
    }

    private static let fixedLiterals = Huffman(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
}
