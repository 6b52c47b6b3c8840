/// The scene's run loop: Foundation's `RunLoop`, which it shadows in a scene. Timers added to
/// it tick on the scene clock.
public final class RunLoop: Sendable {
    public static let main = RunLoop()
    public static var current: RunLoop { main }

    init() {}

    /// Starts `timer` on the scene clock.
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule() }

    /// A run loop mode; all modes are the same on the scene clock.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let common = Mode("kCFRunLoopCommonModes")
        public static let `default` = Mode("kCFRunLoopDefaultMode")
        public static let tracking = Mode("UITrackingRunLoopMode")
    }

    public struct SchedulerOptions {}
}

extension RunLoop: Scheduler {}

extension Timer {
    /// A publisher of the date every `interval` seconds on the scene clock, once connected:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Publishes the scene clock's date every interval while connected.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubscriberList<Date, Never>()
        private var timer: Timer?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Date, Never>) -> Void) -> AnyCancellable {
            subscribers.add(receiver)
        }

        /// Starts the ticks (connecting again while connected does nothing more).
        public func connect() -> any Cancellable {
            if timer == nil {
                // The ticks run on the scene's one thread; the timer holds the subscribers, not the
                // publisher that holds the timer.
                let subscribers = UncheckedSendable(self.subscribers)
                let timer = Timer(timeInterval: interval, repeats: true) { _ in
                    subscribers.value.send(.value(Date()))
                }
                self.timer = timer
                runLoop.add(timer, forMode: mode)
            }
            return AnyCancellable { [weak self] in
                self?.timer?.invalidate()
                self?.timer = nil
            }
        }
    }
}
