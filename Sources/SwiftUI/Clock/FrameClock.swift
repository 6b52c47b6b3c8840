/// The scene clock as scene code run at frame time sees it: the content of a `TimelineView`
/// or a `Canvas`, called while frames render (perhaps on several threads). In a frame,
/// `Date()` is the frame's date and random numbers come from a generator seeded by the scene's
/// seed and the frame's time, so that a frame draws the same on every run.
enum FrameClock {
    /// One frame's clock.
    final class Frame {
        let time: Double
        var random: SeededRandom

        init(time: Double, seed: UInt64) {
            self.time = time
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
}
