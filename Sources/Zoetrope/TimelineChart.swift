import Foundation
import SceneGraph
import Timeline

/// Draws a scene's animated properties as a text chart: one row per property (node path,
/// what it draws, property name), time across, each change drawn from its start to its end.
struct TimelineChart {
    var title: String
    /// Seconds across the chart.
    var span: Double
    var properties: [AnimatedProperty]
    var transactions: [(transaction: StateChange, end: Timeline.ChangeEnd)]
    /// Characters per line.
    var width: Int

    /// Narrowest time axis, in characters.
    static let minimumAxis = 10
    /// Least characters between two tick labels.
    static let tickSpacing = 8

    func render() -> String {
        let rows = Self.merged(properties)
        let labels = rows.map { "\($0.node) \($0.view) \($0.name)" }
        let labelWidth = min(labels.map(\.count).max() ?? 0, max(16, width / 2))
        // The ruler's last tick sits one column past the axis: keep it within the width.
        let axis = max(Self.minimumAxis, width - labelWidth - 2)
        var lines = [title]
        let pad = String(repeating: " ", count: labelWidth + 1)
        let (tickLabels, ruler) = rulerLines(axis: axis)
        lines.append(String((pad + tickLabels).prefix(width)))
        lines.append(pad + ruler)
        for (label, property) in zip(labels, rows) {
            lines.append(Self.fitted(label, labelWidth) + " " + row(property, axis: axis))
        }
        if rows.isEmpty { lines.append("(nothing animates)") }
        lines.append("")
        lines.append("time in seconds   [===] moving   | at once   > goes on past the end")
        if !transactions.isEmpty {
            lines.append("")
            lines.append("transactions:")
            for (i, entry) in transactions.enumerated() {
                let what = entry.transaction.animation?.description ?? "immediate"
                let end: String
                switch entry.end {
                case .finite(let t): end = "ends " + Self.seconds(t)
                case .endless(let cycle): end = "never ends (first cycle ends \(Self.seconds(cycle)))"
                }
                lines.append("  #\(i)  at \(Self.seconds(entry.transaction.time))  \(what)  \(end)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Properties of one node that move together and differ only in their last name part
    /// (`trim.from`, `trim.to`) share a row (`trim.from/to`).
    static func merged(_ properties: [AnimatedProperty]) -> [AnimatedProperty] {
        func timing(_ p: AnimatedProperty) -> [String] {
            p.changes.map { "\($0.transaction ?? -1) \($0.start) \($0.end ?? -1) \($0.timing)" }
        }
        var rows: [(property: AnimatedProperty, prefix: String, parts: [String])] = []
        for property in properties {
            let dot = property.name.lastIndex(of: ".")
            let prefix = dot.map { String(property.name[..<$0]) } ?? ""
            let last = dot.map { String(property.name[property.name.index(after: $0)...]) } ?? property.name
            if let i = rows.indices.last, !prefix.isEmpty, rows[i].prefix == prefix,
                rows[i].property.node == property.node, timing(rows[i].property) == timing(property)
            {
                rows[i].parts.append(last)
                rows[i].property.name = prefix + "." + rows[i].parts.joined(separator: "/")
            } else {
                rows.append((property, prefix, [last]))
            }
        }
        return rows.map(\.property)
    }

    /// The column of scene time `t` (may lie outside the axis).
    private func column(_ t: Double, axis: Int) -> Double {
        span > 0 ? t / span * Double(axis) : 0
    }

    private func row(_ property: AnimatedProperty, axis: Int) -> String {
        var cells = [Character](repeating: " ", count: axis)
        for change in property.changes {
            let start = min(axis - 1, max(0, Int(column(change.start, axis: axis))))
            guard let end = change.end else {
                for c in start..<axis { cells[c] = "=" }
                cells[start] = "["
                cells[axis - 1] = ">"
                continue
            }
            if end <= change.start {
                cells[start] = "|"
                continue
            }
            let last = Int(column(end, axis: axis).rounded(.up)) - 1
            let stop = min(axis - 1, max(start, last))
            for c in start...stop { cells[c] = "=" }
            cells[start] = "["
            cells[stop] = last > axis - 1 ? ">" : (stop == start ? "|" : "]")
        }
        return String(cells)
    }

    /// Tick labels (seconds) and a ruler with `+` at every tick.
    private func rulerLines(axis: Int) -> (String, String) {
        let steps = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        let minimum = span * Double(Self.tickSpacing) / Double(axis)
        let step = steps.first { $0 >= minimum } ?? max(minimum, 1)
        var labels = [Character](repeating: " ", count: axis + 8)
        var ruler = [Character](repeating: "-", count: axis + 1)
        var k = 0
        while true {
            let t = Double(k) * step
            let c = Int(column(t, axis: axis).rounded())
            guard c <= axis, k < 10_000 else { break }
            ruler[c] = "+"
            for (i, ch) in Self.number(t).enumerated() where c + i < labels.count { labels[c + i] = ch }
            k += 1
        }
        let text = String(labels).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        return (text, String(ruler))
    }

    private static func fitted(_ text: String, _ width: Int) -> String {
        if text.count <= width { return text + String(repeating: " ", count: width - text.count) }
        return String(text.prefix(max(0, width - 1))) + "…"
    }

    static func number(_ t: Double) -> String {
        let rounded = (t * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func seconds(_ t: Double) -> String { String(format: "%.2f s", t) }
}
