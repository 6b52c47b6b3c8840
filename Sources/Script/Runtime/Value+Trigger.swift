extension Value {
    /// Canonical text of the value, equal for equal values: what `.animation(_:value:)` and
    /// the animators' triggers compare between snapshots.
    var triggerKey: String {
        switch self {
        case .void: return "()"
        case .none: return "nil"
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .bool(let b): return String(b)
        case .string(let s):
            return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        case .array(let items): return "[" + items.map(\.triggerKey).joined(separator: ", ") + "]"
        case .tuple(let tuple):
            let parts = zip(tuple.labels, tuple.elements).map { label, value in
                (label.map { $0 + ": " } ?? "") + value.triggerKey
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .record(let record):
            let fields = record.fields.keys.sorted().map { "\($0): \(record.fields[$0]?.triggerKey ?? "")" }
            return record.type + "(" + fields.joined(separator: ", ") + ")"
        case .enumCase(let value): return value.type + "." + value.name
        case .unresolvedMember(let name): return "." + name
        case .instance(let instance): return "view " + instance.key
        case .color(let c): return "Color(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
        case .angle(let a): return "Angle(radians: \(a.radians))"
        case .point(let p): return "CGPoint(\(p.x), \(p.y))"
        case .size(let s): return "CGSize(\(s.width), \(s.height))"
        case .unitPoint(let u): return "UnitPoint(\(u.x), \(u.y))"
        case .rect(let r): return "CGRect(\(r.minX), \(r.minY), \(r.width), \(r.height))"
        default: return String(describing: self)
        }
    }
}
