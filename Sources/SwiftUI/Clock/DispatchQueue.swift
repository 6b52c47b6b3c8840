/// Runs closures on the scene clock: SwiftUI code's `DispatchQueue.main.asyncAfter(deadline:)`
/// and `async`. It shadows Dispatch's, so a scene never waits on real time.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    init(label: String) { self.label = label }

    public convenience init(
        label: String, qos: DispatchQoS = .default, attributes: Attributes = [], target: DispatchQueue? = nil
    ) {
        self.init(label: label)
    }

    public static let main = DispatchQueue(label: "main")

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

    /// Runs `work` after the current action, at the same scene time.
    public func async(execute work: @escaping () -> Void) {
        schedule(at: sceneTime, work)
    }

    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .default, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        schedule(at: sceneTime, work)
    }

    /// Runs `work` at `deadline` on the scene clock.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        schedule(at: deadline.seconds, work)
    }

    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .default, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        schedule(at: deadline.seconds, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        schedule(at: deadline.seconds) { item.perform() }
    }

    public func async(execute item: DispatchWorkItem) {
        schedule(at: sceneTime) { item.perform() }
    }

    /// Runs `work` at once (there is one thread).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    private func schedule(at time: Double, _ work: @escaping () -> Void) {
        guard let run = SceneRun.current else { return }
        run.schedule(at: time, work)
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1)
    }
}

/// A point on the scene clock: `.now() + 0.5`.
public struct DispatchTime: Comparable, Sendable {
    /// Scene time, in seconds.
    var seconds: Double

    public static func now() -> DispatchTime { DispatchTime(seconds: sceneTime) }
    public static let distantFuture = DispatchTime(seconds: .infinity)

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }

    /// Nanoseconds since the scene started.
    public var uptimeNanoseconds: UInt64 { UInt64(max(seconds, 0) * 1e9) }
}

/// A span of scene time: `.seconds(2)`, `.milliseconds(300)`.
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

/// A closure to run later, which can be cancelled before it runs.
public final class DispatchWorkItem {
    private let block: () -> Void
    public private(set) var isCancelled = false

    public init(qos: DispatchQoS = .default, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
        self.block = block
    }

    public func perform() { if !isCancelled { block() } }
    public func cancel() { isCancelled = true }
}

public struct DispatchQoS: Equatable, Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public static let background = DispatchQoS()
    public static let utility = DispatchQoS()
    public static let `default` = DispatchQoS()
    public static let userInitiated = DispatchQoS()
    public static let userInteractive = DispatchQoS()
    public static let unspecified = DispatchQoS()
}

public struct DispatchWorkItemFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let barrier = DispatchWorkItemFlags(rawValue: 1)
}

/// Groups of work items; everything runs on the scene clock, so `notify` runs after the work.
public final class DispatchGroup {
    public init() {}
    public func enter() {}
    public func leave() {}
    public func notify(queue: DispatchQueue, execute work: @escaping () -> Void) {
        // Everything of a scene runs on its one thread.
        let work = UncheckedSendable(work)
        queue.async { work.value() }
    }
}
