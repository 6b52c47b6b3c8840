/// The scene clock as scene code run at frame time sees it: the content of a `TimelineView`
/// or a `Canvas`, a custom shape's `path(in:)`, an animatable modifier's body, an animator's
/// content — called while frames render (perhaps on several threads, in any order, perhaps
/// from a cache). In such a call, `Date()` is the frame's (or its snapshot's) date and random
/// numbers come from a generator seeded by the scene's seed, that time and the call's inputs,
/// so that a call draws the same on every run and for any thread count.
enum FrameClock {
    /// One frame's clock.
    final class Frame {
        let time: Double
        let seed: UInt64
        var random: SeededRandom

        init(time: Double, seed: UInt64) {
            self.time = time
            self.seed = seed
            random = SeededRandom(seed: seed ^ time.bitPattern)
        }
    }

    private static let key = "zoetrope.frameClock"

    /// Runs `body` (scene code called for the frame at scene time `time`) on the frame's clock.
    static func run<T>(at time: Double, seed: UInt64, _ body: () throws -> T) rethrows -> T {
        let storage = Thread.current.threadDictionary
        let previous = storage[key]
        storage[key] = Frame(time: time, seed: seed)
        defer { storage[key] = previous }
        return try body()
    }

    /// The frame whose scene code runs on this thread, if any.
    static var current: Frame? { Thread.current.threadDictionary[key] as? Frame }

    /// The scene's seed and time where scene code is lowered, for calls the engine makes later.
    struct Moment: Sendable {
        let time: Double
        let seed: UInt64

        /// The moment of the evaluation (or frame) running on this thread.
        static var now: Moment {
            if let frame = FrameClock.current { return Moment(time: frame.time, seed: frame.seed) }
            return Moment(time: sceneTime, seed: SceneRun.current?.request.seed ?? 0)
        }

        /// Runs `body` on this moment's clock, its random numbers drawn from a stream of their
        /// own for `inputs` (the call's size, animatable data …): a call's numbers depend on what
        /// it is called with, never on which thread calls it first. Inside a frame's scene code
        /// (a canvas drawing a custom shape) the frame's own clock stays.
        func run<T>(inputs: [Double] = [], _ body: () throws -> T) rethrows -> T {
            if FrameClock.current != nil { return try body() }
            return try FrameClock.run(at: time, seed: seed ^ Self.hash(inputs), body)
        }

        /// FNV-1a over the numbers' bits: the same in every process (Swift's `Hasher` is seeded
        /// per process).
        static func hash(_ inputs: [Double]) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for value in inputs {
                var bits = value.bitPattern
                for _ in 0..<8 {
                    hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
                    bits >>= 8
                }
            }
            return hash
        }
    }
}

extension CGRect {
    /// Origin and size, as the inputs of a call on a frame's clock.
    var numbers: [Double] { [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)] }
}
