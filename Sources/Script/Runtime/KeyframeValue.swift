import Geometry
import SceneGraph
import Timeline

/// A keyframe as written (`LinearKeyframe(1.2, duration: 0.3)`): its value is still a scene
/// value, converted to numbers once its track knows what it animates.
struct KeyframeValue: Equatable {
    enum Kind: Equatable {
        case linear(TimingCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    var kind: Kind
    var value: Value
    /// Seconds; nil for a spring left to settle.
    var duration: Double?

    var typeName: String {
        switch kind {
        case .linear: "LinearKeyframe"
        case .cubic: "CubicKeyframe"
        case .spring: "SpringKeyframe"
        case .move: "MoveKeyframe"
        }
    }

    /// The Timeline keyframe, or nil when a value is not a number, angle, point or size.
    func resolved() -> Keyframe? {
        guard let target = value.animatableVector else { return nil }
        func velocity(_ v: Value?) -> [Double]?? {
            guard let v else { return .some(nil) }
            return v.animatableVector.map { .some($0) }
        }
        switch kind {
        case .linear(let curve):
            return .linear(target, duration: duration ?? 0, timingCurve: curve)
        case .cubic(let start, let end):
            guard let start = velocity(start), let end = velocity(end) else { return nil }
            return .cubic(target, duration: duration ?? 0, startVelocity: start, endVelocity: end)
        case .spring(let spring, let start):
            guard let start = velocity(start) else { return nil }
            return .spring(target, duration: duration, spring: spring, startVelocity: start)
        case .move:
            return .move(target)
        }
    }
}

/// `KeyframeTrack(\.path) { … }`: the keyframes of one part of an animator's value.
struct KeyframeTrackValue: Equatable {
    /// Member names from the value to the animated part (empty: the value itself).
    var path: [String]
    var keyframes: [Keyframe]
}

extension Value {
    /// A value keyframes can move, as numbers: a number, an angle (radians), a point, a size or
    /// a unit point. Nil for anything else.
    var animatableVector: [Double]? {
        switch self {
        case .double(let d): [d]
        case .int(let i): [Double(i)]
        case .angle(let a): [a.radians]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .unitPoint(let u): [u.x, u.y]
        default: nil
        }
    }

    /// Names of the numbers of ``animatableVector``, after the part's own name.
    var animatableComponentNames: [String] {
        switch self {
        case .angle: ["radians"]
        case .point, .unitPoint: ["x", "y"]
        case .size: ["width", "height"]
        default: [""]
        }
    }

    /// `vector` as a value of the same kind as `self` (an integer becomes a number, since it
    /// moves through fractions).
    func withAnimatableVector(_ vector: [Double]) -> Value {
        func at(_ i: Int) -> Double { i < vector.count ? vector[i] : 0 }
        switch self {
        case .double, .int: return .double(at(0))
        case .angle: return .angle(.radians(at(0)))
        case .point: return .point(Point(x: at(0), y: at(1)))
        case .size: return .size(Size(width: at(0), height: at(1)))
        case .unitPoint: return .unitPoint(UnitPoint(x: at(0), y: at(1)))
        default: return self
        }
    }

    /// The part of a value at a member path (`\.offset.x`), or nil when there is none.
    func member(at path: [String]) -> Value? {
        guard let name = path.first else { return self }
        let rest = Array(path.dropFirst())
        switch self {
        case .record(let record): return record.fields[name]?.member(at: rest)
        case .tuple(let tuple): return tuple.element(name)?.member(at: rest)
        case .point(let p):
            return name == "x"
                ? Value.double(p.x).member(at: rest) : name == "y" ? Value.double(p.y).member(at: rest) : nil
        case .size(let s):
            switch name {
            case "width": return Value.double(s.width).member(at: rest)
            case "height": return Value.double(s.height).member(at: rest)
            default: return nil
            }
        default: return nil
        }
    }

    /// The value with the part at `path` replaced (the path must exist, see ``member(at:)``).
    func replacingMember(at path: [String], with value: Value) -> Value {
        guard let name = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch self {
        case .record(var record):
            guard let field = record.fields[name] else { return self }
            record.fields[name] = field.replacingMember(at: rest, with: value)
            return .record(record)
        case .tuple(let tuple):
            guard let element = tuple.element(name),
                let replaced = tuple.replacing(name, with: element.replacingMember(at: rest, with: value))
            else { return self }
            return .tuple(replaced)
        case .point(var p):
            guard let number = value.number, rest.isEmpty else { return self }
            if name == "x" { p.x = number } else if name == "y" { p.y = number }
            return .point(p)
        case .size(var s):
            guard let number = value.number, rest.isEmpty else { return self }
            if name == "width" { s.width = number } else if name == "height" { s.height = number }
            return .size(s)
        default:
            return self
        }
    }

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
