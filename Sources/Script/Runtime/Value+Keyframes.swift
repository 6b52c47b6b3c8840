import Geometry
import SceneGraph

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
}
