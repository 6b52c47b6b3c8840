import XCTest

/// The block structure of a GIF file, parsed independently of the encoder to check what it wrote.
struct GIFStructure {
    struct Image {
        var delay: Int
        var disposal: Int
        var transparentIndex: Int?
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// Entries of the image's local colour table, 0 when it uses the global one.
        var localTableSize: Int
    }

    var width = 0
    var height = 0
    var globalTableSize = 0
    /// The NETSCAPE2.0 repetition count, nil when the extension is absent.
    var loopCount: Int?
    var images: [Image] = []

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var position = 0
        func byte() throws -> Int {
            guard position < bytes.count else { throw Malformed(description: "truncated at \(position)") }
            defer { position += 1 }
            return Int(bytes[position])
        }
        func word() throws -> Int {
            let low = try byte()
            let high = try byte()
            return low | high << 8
        }
        func skipSubBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let length = try byte()
                if length == 0 { return data }
                guard position + length <= bytes.count else { throw Malformed(description: "truncated block") }
                data += bytes[position..<position + length]
                position += length
            }
        }
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else {
            throw Malformed(description: "no GIF89a header")
        }
        position = 6
        width = try word()
        height = try word()
        let packed = try byte()
        _ = try byte()
        _ = try byte()
        if packed & 0x80 != 0 {
            globalTableSize = 1 << ((packed & 7) + 1)
            position += globalTableSize * 3
        }
        var pendingControl: (delay: Int, disposal: Int, transparent: Int?)?
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let data = try skipSubBlocks()
                if label == 0xF9, data.count == 4 {
                    let flags = Int(data[0])
                    pendingControl = (
                        Int(data[1]) | Int(data[2]) << 8, (flags >> 2) & 7, flags & 1 != 0 ? Int(data[3]) : nil
                    )
                } else if label == 0xFF, data.count == 14,
                    String(decoding: data[0..<11], as: UTF8.self) == "NETSCAPE2.0"
                {
                    loopCount = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let x = try word()
                let y = try word()
                let w = try word()
                let h = try word()
                let flags = try byte()
                let localTableSize = flags & 0x80 != 0 ? 1 << ((flags & 7) + 1) : 0
                position += localTableSize * 3
                _ = try byte()  // LZW minimum code size
                _ = try skipSubBlocks()
                let control = pendingControl ?? (0, 0, nil)
                images.append(
                    Image(
                        delay: control.delay, disposal: control.disposal, transparentIndex: control.transparent, x: x,
                        y: y, width: w, height: h, localTableSize: localTableSize))
                pendingControl = nil
            case 0x3B:
                guard position == bytes.count else { throw Malformed(description: "data after the trailer") }
                return
            case let other:
                throw Malformed(description: "unexpected block 0x\(String(other, radix: 16)) at \(position - 1)")
            }
        }
    }
}
