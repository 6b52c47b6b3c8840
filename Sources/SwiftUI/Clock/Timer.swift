/// A timer on the scene clock: Foundation's `Timer`, which it shadows in a scene. Each tick
/// is an action of the scene at its scene time: `Timer.scheduledTimer(withTimeInterval: 1,
/// repeats: true) { _ in … }`, `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
public final class Timer {
    /// Seconds between ticks of a repeating timer.
    public let timeInterval: TimeInterval
    /// Accepted; ticks are exact on the scene clock.
    public var tolerance: TimeInterval = 0
    public let userInfo: Any?
    /// False once the timer is invalidated (or a one-shot timer has fired).
    public private(set) var isValid = true
    /// The scene time of the next tick.
    private var nextTime: Double?
    private let repeats: Bool
    private let block: (Timer) -> Void
    private var firstTime: Double?
    private var ticks = 0

    /// A timer that ticks `interval` seconds after it is added to a run loop.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        // Foundation's smallest interval.
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
        userInfo = nil
    }

    /// A timer that first ticks at `date`, once added to a run loop.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstTime = date.timeIntervalSince(SceneDate.start)
    }

    /// A timer that ticks every `interval` seconds of the scene clock (once unless `repeats`),
    /// scheduled now.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    @available(
        *, unavailable,
        message:
            "'scheduledTimer(timeInterval:target:selector:userInfo:repeats:)' is not supported by Zoetrope yet; use scheduledTimer(withTimeInterval:repeats:block:)"
    )
    public class func scheduledTimer(
        timeInterval: TimeInterval, target: Any, selector: Any, userInfo: Any?, repeats: Bool
    ) -> Timer {
        Timer(timeInterval: timeInterval, repeats: repeats) { _ in }
    }

    @available(
        *, unavailable,
        message:
            "'Timer(timeInterval:target:selector:userInfo:repeats:)' is not supported by Zoetrope yet; use Timer(timeInterval:repeats:block:)"
    )
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Any, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats) { _ in }
    }

    /// The date of the next tick.
    public var fireDate: Date {
        get { SceneDate.date(at: nextTime ?? firstTime ?? sceneTime + timeInterval) }
        set { firstTime = newValue.timeIntervalSince(SceneDate.start) }
    }

    /// Runs the timer's block now; a one-shot timer is then done.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it does not tick again.
    public func invalidate() {
        isValid = false
        nextTime = nil
    }

    /// Starts ticking on the scene clock (scheduling a scheduled timer again does nothing).
    func schedule() {
        guard isValid, nextTime == nil, let run = SceneRun.current else { return }
        let start = run.now
        scheduleTick(base: max(firstTime ?? start + timeInterval, start), in: run)
    }

    /// Schedules the next tick: the first at `base`, then one every interval, counted from
    /// `base` so that they do not drift.
    private func scheduleTick(base: Double, in run: SceneRun) {
        let time = base + Double(ticks) * timeInterval
        nextTime = time
        run.schedule(at: time) { [self] in
            guard isValid, nextTime == time else { return }
            ticks += 1
            if repeats {
                scheduleTick(base: base, in: run)
            } else {
                invalidate()
            }
            block(self)
        }
    }
}
