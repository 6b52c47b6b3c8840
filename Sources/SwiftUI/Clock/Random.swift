// Random numbers in a running scene come from the scene's seeded generator (`--seed`), so a
// scene renders the same every time; these declarations shadow the standard library's.

/// The scene's seeded generator while a scene runs (a frame's, in scene code called for a
/// frame); the system's otherwise.
struct SceneRandomGenerator: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        if let frame = FrameClock.current { return frame.random.next() }
        if let run = SceneRun.current { return run.random.next() }
        var system = Swift.SystemRandomNumberGenerator()
        return system.next()
    }
}

extension FixedWidthInteger {
    /// A random value in `range`, from the scene's seeded generator.
    public static func random(in range: Range<Self>) -> Self {
        var generator = SceneRandomGenerator()
        return random(in: range, using: &generator)
    }

    /// A random value in `range`, from the scene's seeded generator.
    public static func random(in range: ClosedRange<Self>) -> Self {
        var generator = SceneRandomGenerator()
        return random(in: range, using: &generator)
    }
}

extension BinaryFloatingPoint where Self.RawSignificand: FixedWidthInteger {
    /// A random value in `range`, from the scene's seeded generator.
    public static func random(in range: Range<Self>) -> Self {
        var generator = SceneRandomGenerator()
        return random(in: range, using: &generator)
    }

    /// A random value in `range`, from the scene's seeded generator.
    public static func random(in range: ClosedRange<Self>) -> Self {
        var generator = SceneRandomGenerator()
        return random(in: range, using: &generator)
    }
}

extension Bool {
    /// `true` or `false`, from the scene's seeded generator.
    public static func random() -> Bool {
        var generator = SceneRandomGenerator()
        return random(using: &generator)
    }
}

extension Collection {
    /// A random element, from the scene's seeded generator; `nil` when empty.
    public func randomElement() -> Element? {
        var generator = SceneRandomGenerator()
        return randomElement(using: &generator)
    }
}

extension Sequence {
    /// The elements in a random order, from the scene's seeded generator.
    public func shuffled() -> [Element] {
        var generator = SceneRandomGenerator()
        return shuffled(using: &generator)
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Puts the elements in a random order, from the scene's seeded generator.
    public mutating func shuffle() {
        var generator = SceneRandomGenerator()
        shuffle(using: &generator)
    }
}

extension UUID {
    /// A random (version 4) UUID, from the scene's seeded generator.
    public init() { self = UUID.sceneRandom() }

    static func sceneRandom() -> UUID {
        var generator = SceneRandomGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

/// A random number below `upperBound`, from the scene's seeded generator (C's
/// `arc4random_uniform`, which scenes written for Darwin call).
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    guard upperBound > 0 else { return 0 }
    var generator = SceneRandomGenerator()
    return UInt32.random(in: 0..<upperBound, using: &generator)
}

/// A random 32-bit number, from the scene's seeded generator (C's `arc4random`).
public func arc4random() -> UInt32 {
    var generator = SceneRandomGenerator()
    return UInt32.random(in: 0...UInt32.max, using: &generator)
}

/// A random number in 0..<1, from the scene's seeded generator (C's `drand48`).
public func drand48() -> Double {
    var generator = SceneRandomGenerator()
    return Double.random(in: 0..<1, using: &generator)
}

/// The generator the standard library calls the system's: here the scene's seeded one, so that
/// `random(in:using:)` with it (and everything else a scene draws) is the same on every run.
public struct SystemRandomNumberGenerator: RandomNumberGenerator, Sendable {
    public init() {}

    public mutating func next() -> UInt64 {
        var generator = SceneRandomGenerator()
        return generator.next()
    }
}

/// A random number in 0...`RAND_MAX`, from the scene's seeded generator (C's `rand`; `srand`
/// does not reseed it: the scene's seed is `--seed`).
public func rand() -> Int32 {
    var generator = SceneRandomGenerator()
    return Int32.random(in: 0...Int32.max, using: &generator)
}

/// C's `srand`: accepted; the scene's numbers come from `--seed`.
public func srand(_ seed: UInt32) {}

/// A random number in 0..<2³¹, from the scene's seeded generator (C's `random`).
public func random() -> Int {
    var generator = SceneRandomGenerator()
    return Int.random(in: 0...Int(Int32.max), using: &generator)
}

/// C's `srandom`: accepted; the scene's numbers come from `--seed`.
public func srandom(_ seed: UInt32) {}

/// A random number in 0..<2³¹, from the scene's seeded generator (C's `lrand48`).
public func lrand48() -> Int {
    var generator = SceneRandomGenerator()
    return Int.random(in: 0...Int(Int32.max), using: &generator)
}

/// C's `srand48`: accepted; the scene's numbers come from `--seed`.
public func srand48(_ seed: Int) {}
