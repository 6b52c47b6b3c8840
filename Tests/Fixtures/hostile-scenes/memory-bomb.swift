import SwiftUI

// Asks for a terabyte, 100 MB at a time.

struct Bomb: View {
    var body: some View {
        var chunks: [[UInt8]] = []
        for _ in 0..<10_000 { chunks.append([UInt8](repeating: 1, count: 100_000_000)) }
        return Text("\(chunks.count)")
    }
}
