/// Small deterministic random numbers for reproducible test cases: SplitMix64 (Steele, Lea and
/// Flood), whose whole state is one `UInt64`, so a test's cases repeat from run to run and a
/// failing one is found again from its seed.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    /// The same generator, for code that takes any `RandomNumberGenerator`.
    public init(seed: UInt64) { self.init(state: seed) }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`, from the top 53 bits of one number.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// In `range`, as one number modulo the range's size (a slight bias, irrelevant for tests).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
