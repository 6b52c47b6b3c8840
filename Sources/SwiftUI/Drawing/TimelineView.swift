internal import SceneGraph

/// A view whose content is rebuilt as time passes, on a schedule: SwiftUI's `TimelineView`.
/// Its content gets the date of each update on the scene clock (DESIGN.md §2b).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given at each update.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { neverBody("TimelineView") }
}

/// The date of a timeline view's update, and how often updates come.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often a timeline updates; a render updates at every frame it shows.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

extension TimelineView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let schedule = self.schedule.engineSchedule
        // Built again at each frame, from any thread, in turn with the scene's other callbacks (`later`).
        let content = UncheckedSendable(self.content)
        let cadence: TimelineViewDefaultContext.Cadence =
            if case .periodic(_, let interval) = schedule, interval >= 60 { .minutes } else { .live }
        @Sendable func build(_ time: Double, in context: LoweringContext) -> ViewNode {
            let date = SceneDate.date(at: time)
            return lowerView(
                content.value(TimelineViewDefaultContext(date: date, cadence: cadence)), in: context.child(0)
            )
            .single(in: .z(alignment: .center)).view
        }
        // Built once now, at time 0, so that its views bind their state and appear as SwiftUI's
        // do; its identity is what it builds, compared as a value, so a snapshot whose content
        // changed differs. (It was the hash of that content's description: `String(reflecting:)`
        // of every view it holds, at every state change, which cost more than the rest of an
        // evaluation where a task changes the content 30 times a second.)
        let seed = SceneRun.current?.request.seed ?? 0
        let probe = FrameClock.run(at: schedule.update(at: 0), seed: seed) {
            build(schedule.update(at: 0), in: context)
        }
        let later = DeferredLowering(context)
        return Lowered(
            .timeline(
                TimelineContentView(id: Self.identity, schedule: schedule, sample: probe) { time in
                    later.run { context in FrameClock.run(at: time, seed: seed) { build(time, in: context) } }
                }))
    }

    /// The id every timeline view's content shares: timeline views are told apart by their
    /// schedules and what they show.
    private static var identity: Int { 0x54_696d_656c_696e_65 }
}

/// When a timeline view updates: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The update dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule updates normally or less often (in low power); a render is normal.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

extension TimelineSchedule {
    /// The schedule in the engine's terms: the built-in ones directly, any other from its
    /// entries over the first `TimelineContentView.defaultLength` seconds (at most 10,000).
    var engineSchedule: TimelineContentView.Schedule {
        if let builtin = self as? any BuiltinSchedule { return builtin.schedule }
        var times: [Double] = []
        for date in entries(from: SceneDate.start, mode: .normal) {
            let time = date.timeIntervalSince(SceneDate.start)
            if time > TimelineContentView.defaultLength || times.count >= 10_000 { break }
            times.append(time)
        }
        return .explicit(times)
    }
}

protocol BuiltinSchedule {
    var schedule: TimelineContentView.Schedule { get }
}

/// Every frame, or at most every `minimumInterval` seconds: `.animation`.
public struct AnimationTimelineSchedule: TimelineSchedule, BuiltinSchedule {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = startDate
        let step = minimumInterval ?? 1.0 / 60
        return AnyIterator {
            defer { next = next.addingTimeInterval(step) }
            return next
        }
    }

    var schedule: TimelineContentView.Schedule { .animation(minimumInterval: minimumInterval, paused: paused) }
}

/// At a start date and every `interval` seconds after it: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, BuiltinSchedule {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = self.startDate
        return AnyIterator {
            defer { next = next.addingTimeInterval(interval) }
            return next
        }
    }

    var schedule: TimelineContentView.Schedule {
        .periodic(start: startDate.timeIntervalSince(SceneDate.start), interval: interval)
    }
}

/// At the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, BuiltinSchedule {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        PeriodicTimelineSchedule(from: startDate, by: 60).entries(from: startDate, mode: mode)
    }

    // The scene starts at 09:41:00, on a minute.
    var schedule: TimelineContentView.Schedule { .periodic(start: 0, interval: 60) }
}

/// At the given dates: `.explicit(dates)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds; `paused` holds the content still.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// At `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
