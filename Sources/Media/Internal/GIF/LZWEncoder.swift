/// GIF's variable-length LZW: codes from (minimum code size + 1) to 12 bits, least significant bit first,
/// with a clear code whenever the 4096-entry table fills.
struct LZWEncoder {
    private static let tableSize = 1 << 13
    private static let maximumCode = 4095

    /// Compresses `indices` (each below 2^minimumCodeSize) into the raw code stream, not yet split into
    /// sub-blocks.
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(indices.count / 2 + 16)
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        // Open addressing on (prefix code << 8 | byte); keys are -1 when empty.
        var keys = [Int32](repeating: -1, count: tableSize)
        var values = [Int16](repeating: 0, count: tableSize)
        var codeSize = minimumCodeSize + 1
        var lastCode = endCode
        var bitBuffer: UInt64 = 0
        var bitCount = 0

        func write(_ code: Int, _ size: Int) {
            bitBuffer |= UInt64(code) << UInt64(bitCount)
            bitCount += size
            while bitCount >= 8 {
                output.append(UInt8(truncatingIfNeeded: bitBuffer))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }

        write(clearCode, codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            write(endCode, codeSize)
            if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
            return output
        }
        for position in 1..<indices.count {
            let byte = Int(indices[position])
            let key = Int32(prefix << 8 | byte)
            var slot = Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19)
            var found = -1
            while keys[slot] != -1 {
                if keys[slot] == key {
                    found = Int(values[slot])
                    break
                }
                slot = (slot + 1) & (tableSize - 1)
            }
            if found >= 0 {
                prefix = found
                continue
            }
            write(prefix, codeSize)
            lastCode += 1
            keys[slot] = key
            values[slot] = Int16(lastCode)
            if lastCode >= 1 << codeSize {
                codeSize += 1
            }
            if lastCode == maximumCode {
                write(clearCode, codeSize)
                for index in keys.indices { keys[index] = -1 }
                codeSize = minimumCodeSize + 1
                lastCode = endCode
            }
            prefix = byte
        }
        write(prefix, codeSize)
        // The decoder adds a table entry on reading that last code, and widens its codes if the entry
        // fills the current width: the end code must be written at the width it will read.
        if lastCode + 1 < maximumCode, lastCode + 1 >= 1 << codeSize, lastCode != endCode {
            codeSize += 1
        }
        write(endCode, codeSize)
        if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        return output
    }
}
