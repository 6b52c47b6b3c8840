import Foundation

/// The head and hhea values of a font file, read straight from its table directory so tests
/// check `FontFace` against the file itself rather than against FreeType.
struct OpenTypeMetrics: Equatable {
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let bytes = [UInt8](data)
        func u16(_ offset: Int) throws -> Int {
            guard offset >= 0, offset + 2 <= bytes.count else {
                throw ReadError(description: "\(path): offset \(offset) outside the file")
            }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        func i16(_ offset: Int) throws -> Int { Int(Int16(truncatingIfNeeded: try u16(offset))) }
        func u32(_ offset: Int) throws -> Int { try u16(offset) << 16 | u16(offset + 2) }

        var tables: [String: Int] = [:]
        for index in 0..<(try u16(4)) {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { break }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = try u32(record + 8)
        }
        guard let head = tables["head"], let hhea = tables["hhea"] else {
            throw ReadError(description: "\(path): no head or hhea table")
        }
        unitsPerEm = try u16(head + 18)
        ascender = try i16(hhea + 4)
        descender = try i16(hhea + 6)
        lineGap = try i16(hhea + 8)
    }
}
