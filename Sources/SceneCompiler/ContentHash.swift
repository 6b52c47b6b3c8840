/// A 128-bit FNV-1a digest: the cache key of a compiled scene. Not cryptographic: it tells
/// apart the user's own inputs (the file, its flags, the engine build), which nobody forges.
struct ContentHash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x84222325_cbf29ce4

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ (high >> 29)
        }
    }

    /// Adds a string and a separator, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        add(text.utf8)
        add([0])
    }

    var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }
}
