import Foundation
import SceneGraph
import Timeline

extension SceneRenderer {
    /// True when the scene repeats something for ever and no duration was set: the render then
    /// covers exactly one cycle (say "rendering one cycle of an endless animation").
    public var rendersOneCycle: Bool { settings.duration == nil && animated.hasEndlessAnimation }

    /// Every transaction and animated property as a text chart `width` characters wide: one
    /// row per property (node path, what it draws, property name) with time across, each
    /// change drawn from its start `[` to its end `]`; then the transactions with their
    /// animations and ends.
    public func timelineChart(width: Int) -> String {
        let timeline = animated.timeline
        var title = "\(viewName): \(String(format: "%.2f", duration)) s"
        if rendersOneCycle { title += " (one cycle of an endless animation)" }
        let chart = TimelineChart(
            title: title, span: duration, properties: animated.animatedProperties,
            transactions: timeline.transactions.indices.map {
                (timeline.transactions[$0], timeline.end(ofTransaction: $0))
            },
            width: max(width, 40))
        return chart.render()
    }

    /// The same as ``timelineChart(width:)`` as JSON: the scene's duration, its transactions
    /// (time, animation as SwiftUI code, end) and every animated property with its changes
    /// (transaction, start, end — null when it never ends —, from, to, animation).
    public func timelineJSON() -> String {
        typealias JSON = TimelineReport.JSON
        let timeline = animated.timeline
        let transactions = timeline.transactions.enumerated().map { i, tx -> JSON in
            var members: [(String, JSON)] = [
                ("index", .integer(i)), ("time", .number(tx.time)),
                ("animation", .string(tx.animation?.description ?? "immediate")),
            ]
            switch timeline.end(ofTransaction: i) {
            case .finite(let t): members.append(("end", .number(t)))
            case .endless(let cycle): members += [("end", .null), ("cycleEnd", .number(cycle))]
            }
            return .object(members)
        }
        let properties = animated.animatedProperties.map { property -> JSON in
            let changes = property.changes.map { change -> JSON in
                var members: [(String, JSON)] = [
                    ("transaction", change.transaction.map { .integer($0) } ?? .null), ("start", .number(change.start)),
                    ("end", .number(change.end)),
                ]
                if let from = change.from, let to = change.to {
                    members += [("from", .number(from)), ("to", .number(to))]
                }
                members.append(("animation", .string(change.timing)))
                return .object(members)
            }
            return .object([
                ("node", .string(property.node.description)), ("view", .string(property.view)),
                ("property", .string(property.name)), ("changes", .array(changes)),
            ])
        }
        return TimelineReport.text(
            .object([
                ("scene", .string(viewName)), ("duration", .number(duration)),
                ("endless", .bool(animated.hasEndlessAnimation)), ("transactions", .array(transactions)),
                ("properties", .array(properties)),
            ]))
    }

    /// The value of every animated property of every node drawn at scene time `t`, as JSON:
    /// `{"scene", "time", "nodes": [{"id": "/0/5", "view": "Circle", "properties":
    /// {"offset.x": -42.5, …}}]}`. Colours are gamma-encoded 0…1, angles in degrees; views
    /// transitioning in or out also list `transition.insertion.…` or `transition.removal.…`
    /// values, keyframe animators `keyframes.…`, phase animators `phase`.
    public func propertyDump(at t: Double) -> String {
        typealias JSON = TimelineReport.JSON
        let nodes = animated.propertyValues(at: t).map { node -> JSON in
            .object([
                ("id", .string(node.node.description)), ("view", .string(node.view)),
                ("properties", .object(node.values.map { ($0.name, .number($0.value)) })),
            ])
        }
        return TimelineReport.text(
            .object([("scene", .string(viewName)), ("time", .number(t)), ("nodes", .array(nodes))]))
    }
}
