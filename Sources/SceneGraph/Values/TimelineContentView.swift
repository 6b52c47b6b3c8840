/// A `TimelineView`: content rebuilt from the scene time at every frame, on a schedule
/// (DESIGN.md §2b: the scene clock drives `TimelineView` schedules).
public struct TimelineContentView: Equatable, Sendable {
    /// When the content is rebuilt.
    public enum Schedule: Hashable, Sendable {
        /// Every frame (`.animation`), or at most every `minimumInterval` seconds; `paused`
        /// holds the content at time 0.
        case animation(minimumInterval: Double?, paused: Bool)
        /// At `start` and every `interval` seconds after it (`.periodic(from:by:)`,
        /// `.everyMinute`).
        case periodic(start: Double, interval: Double)
        /// At the given scene times (`.explicit`).
        case explicit([Double])

        /// The scene time the content shows at time `t`: the latest scheduled update at or
        /// before `t` (the first one before any).
        public func update(at t: Double) -> Double {
            switch self {
            case .animation(let minimum, let paused):
                if paused { return 0 }
                guard let minimum, minimum > 0 else { return t }
                return (t / minimum).rounded(.down) * minimum
            case .periodic(let start, let interval):
                guard interval > 0, t > start else { return start }
                return start + ((t - start) / interval).rounded(.down) * interval
            case .explicit(let times):
                return times.last { $0 <= t } ?? times.first ?? 0
            }
        }

        /// True when the content changes for ever (a render without `--duration` then covers
        /// ``TimelineContentView/defaultLength``).
        public var isEndless: Bool {
            switch self {
            case .animation(_, let paused): !paused
            case .periodic(_, let interval): interval > 0
            case .explicit: false
            }
        }

        /// The latest scheduled update, for a finite schedule.
        var lastUpdate: Double {
            if case .explicit(let times) = self { return times.max() ?? 0 }
            return 0
        }
    }

    /// How long a scene whose only endless motion is a timeline view renders without
    /// `--duration`: such a timeline has no cycle to render once (docs/scene-language.md).
    public static let defaultLength = 5.0

    /// Identifies the content function (two views with the same id and sample build the same
    /// content).
    public var id: Int
    public var schedule: Schedule
    /// The content at a scene time.
    public var content: @Sendable (Double) throws -> ViewNode
    /// What the content shows at its first update with the state of its snapshot, when that
    /// stands for the content (a `TimelineView`'s): compared too, so that a snapshot whose
    /// content changed differs from the last.
    public var sample: ViewNode?

    public init(
        id: Int, schedule: Schedule, sample: ViewNode? = nil,
        content: @escaping @Sendable (Double) throws -> ViewNode
    ) {
        self.id = id
        self.schedule = schedule
        self.sample = sample
        self.content = content
    }

    /// Equal ids, schedules and samples (a sample holding NaN differs from every other, as in
    /// ``ViewFunction``).
    public static func == (a: TimelineContentView, b: TimelineContentView) -> Bool {
        a.id == b.id && a.schedule == b.schedule && a.sample == b.sample
    }
}

/// A timeline view's schedule and the layout of its content at any scene time.
struct TimelineMotion: Equatable, Sendable {
    var id: Int
    var schedule: TimelineContentView.Schedule
    var layout: @Sendable (Double) throws -> RenderNode

    static func == (a: TimelineMotion, b: TimelineMotion) -> Bool {
        a.id == b.id && a.schedule == b.schedule
    }
}
