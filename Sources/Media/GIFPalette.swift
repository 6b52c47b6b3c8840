/// The colours of a GIF's global colour table (at most 255: one entry stays free for transparency).
public struct GIFPalette: Sendable, Equatable {
    /// The largest number of colours: a GIF table has 256 entries and one marks unchanged or clear pixels.
    public static let maximumCount = 255

    /// RGB triples, 3 bytes per colour.
    public private(set) var rgb: [UInt8]

    /// Creates a palette from RGB triples; throws `MediaError` unless it holds 1...255 whole colours.
    public init(rgb: [UInt8]) throws {
        guard rgb.count % 3 == 0, (1...Self.maximumCount).contains(rgb.count / 3) else {
            throw MediaError("a GIF palette needs 1...255 RGB colours, got \(rgb.count) bytes")
        }
        self.rgb = rgb
    }

    /// A palette the quantizer made: 1...255 whole colours by construction.
    init(checkedRGB rgb: [UInt8]) {
        self.rgb = rgb
    }

    /// The number of colours.
    public var count: Int { rgb.count / 3 }
}
