/// The date on the scene clock: a scene starts on 9 January 2026 at 09:41:00 local time (the
/// time on every iPhone in Apple's pictures), and its dates advance with scene time.
enum SceneDate {
    /// The date at scene time 0.
    static let start: Foundation.Date = {
        var components = DateComponents()
        (components.year, components.month, components.day) = (2026, 1, 9)
        (components.hour, components.minute, components.second) = (9, 41, 0)
        return Calendar(identifier: .gregorian).date(from: components)
            ?? Foundation.Date(timeIntervalSinceReferenceDate: 789_644_460)
    }()

    /// The date at scene time `time`.
    static func date(at time: Double) -> Foundation.Date { start.addingTimeInterval(time) }

    /// The current date: on the scene clock in a running scene or a frame's scene code, the
    /// system's outside them.
    static var now: Foundation.Date {
        if let frame = FrameClock.current { return date(at: frame.time) }
        guard SceneRun.current != nil else {
            return Foundation.Date(timeIntervalSinceReferenceDate: Foundation.Date.timeIntervalSinceReferenceDate)
        }
        return date(at: sceneTime)
    }
}

extension Date {
    /// The current date: on the scene clock in a running scene, the system's outside one.
    public init() { self = SceneDate.now }

    /// The current date (see `init()`).
    public static var now: Date { SceneDate.now }

    /// The date `interval` seconds from now on the scene clock.
    public init(timeIntervalSinceNow interval: TimeInterval) {
        self = SceneDate.now.addingTimeInterval(interval)
    }

    /// Seconds from now on the scene clock to this date.
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(SceneDate.now) }
}

/// Seconds on the scene clock (QuartzCore's `CACurrentMediaTime()`).
public func CACurrentMediaTime() -> Double { sceneTime }

/// Seconds since 1 January 2001 on the scene clock (CoreFoundation's `CFAbsoluteTimeGetCurrent()`).
public func CFAbsoluteTimeGetCurrent() -> Double { SceneDate.now.timeIntervalSinceReferenceDate }

extension ProcessInfo {
    /// Seconds on the scene clock (the device's uptime, as scenes use it to time animations).
    public var systemUptime: TimeInterval { sceneTime }
}
