import Geometry
import Raster
import SceneGraph
import Timeline

/// A resolved call: the receiver, one value per parameter (defaults filled in) and positions.
struct Invocation {
    var name: String
    var receiver: Value
    var values: [Value]
    /// Whether the caller passed each parameter (false: the default was used).
    var provided: [Bool]
    /// The position of the callee's name, for errors about the call as a whole.
    var position: SourcePosition

    func value(_ i: Int) -> Value { values.indices.contains(i) ? values[i] : .none }

    /// The receiver (`Color.red` in `Color.red.opacity(0.5)`) as the type the method needs.
    func receiver<T>(_ extract: (Value) -> T?) throws -> T {
        guard let result = extract(receiver) else {
            throw ScriptError(.internalError("'\(name)' was called on \(receiver.noun)"), at: position)
        }
        return result
    }

    /// Extracts parameter `i`; the overload's parameter types guarantee the shape, so a
    /// mismatch is an internal error, never a crash.
    func get<T>(_ i: Int, _ extract: (Value) -> T?) throws -> T {
        guard let result = extract(value(i)) else {
            throw ScriptError(.internalError("argument \(i + 1) of '\(name)' has an unexpected type"), at: position)
        }
        return result
    }

    /// Parameter `i`, or nil when it is `nil`.
    func optional<T>(_ i: Int, _ extract: (Value) -> T?) throws -> T? {
        if value(i) == .none { return nil }
        return try get(i, extract)
    }

    func number(_ i: Int) throws -> Double { try get(i) { $0.number } }
    func integer(_ i: Int) throws -> Int { try get(i) { if case .int(let v) = $0 { v } else { nil } } }
    func bool(_ i: Int) throws -> Bool { try get(i) { if case .bool(let v) = $0 { v } else { nil } } }
    func string(_ i: Int) throws -> String { try get(i) { if case .string(let v) = $0 { v } else { nil } } }
    func color(_ i: Int) throws -> Color { try get(i) { if case .color(let v) = $0 { v } else { nil } } }
    func gradient(_ i: Int) throws -> Gradient { try get(i) { if case .gradient(let v) = $0 { v } else { nil } } }
    func unitPoint(_ i: Int) throws -> UnitPoint { try get(i) { if case .unitPoint(let v) = $0 { v } else { nil } } }
    func angle(_ i: Int) throws -> Angle { try get(i) { if case .angle(let v) = $0 { v } else { nil } } }
    func size(_ i: Int) throws -> Size { try get(i) { if case .size(let v) = $0 { v } else { nil } } }
    func point(_ i: Int) throws -> Point { try get(i) { if case .point(let v) = $0 { v } else { nil } } }
    func rect(_ i: Int) throws -> Rect { try get(i) { if case .rect(let v) = $0 { v } else { nil } } }
    func fillRule(_ i: Int) throws -> FillRule { try get(i) { if case .fillStyle(let v) = $0 { v } else { nil } } }
    func textAlignment(_ i: Int) throws -> TextAlignment {
        try get(i) { if case .textAlignment(let v) = $0 { v } else { nil } }
    }
    func contentMode(_ i: Int) throws -> ContentMode {
        try get(i) { if case .contentMode(let v) = $0 { v } else { nil } }
    }
    func blendMode(_ i: Int) throws -> BlendMode { try get(i) { if case .blendMode(let v) = $0 { v } else { nil } } }
    func path(_ i: Int) throws -> Path { try get(i) { if case .path(let v) = $0 { v } else { nil } } }
    /// A shape argument (a built-in shape or a path).
    func shape(_ i: Int) throws -> ShapeView { try get(i) { $0.asShape?.shape } }
    /// A view argument.
    func view(_ i: Int) throws -> ViewValue { try get(i) { ValueType.view(from: $0) } }
    func font(_ i: Int) throws -> Font { try get(i) { if case .font(let v) = $0 { v } else { nil } } }
    func animation(_ i: Int) throws -> Animation { try get(i) { if case .animation(let v) = $0 { v } else { nil } } }
    func spring(_ i: Int) throws -> Spring { try get(i) { if case .spring(let v) = $0 { v } else { nil } } }
    func unitCurve(_ i: Int) throws -> TimingCurve {
        try get(i) { if case .unitCurve(let v) = $0 { v } else { nil } }
    }
    func transition(_ i: Int) throws -> Transition {
        try get(i) { if case .transition(let v) = $0 { v } else { nil } }
    }

    /// One edge (`.leading`) for `move(edge:)`; a set of several edges is an error.
    func edge(_ i: Int) throws -> Transition.Edge {
        let edges = try self.edges(i)
        switch edges {
        case .top: return .top
        case .leading: return .leading
        case .bottom: return .bottom
        case .trailing: return .trailing
        default:
            throw ScriptError(
                .argumentType(label: nil, index: i + 1, callee: name, expected: "one edge", got: "a set of edges"),
                at: position)
        }
    }
    func strokeStyle(_ i: Int) throws -> StrokeStyle {
        try get(i) { if case .strokeStyle(let v) = $0 { v } else { nil } }
    }
    func lineCap(_ i: Int) throws -> StrokeStyle.LineCap {
        try get(i) { if case .lineCap(let v) = $0 { v } else { nil } }
    }
    func lineJoin(_ i: Int) throws -> StrokeStyle.LineJoin {
        try get(i) { if case .lineJoin(let v) = $0 { v } else { nil } }
    }
    func cornerStyle(_ i: Int) throws -> RoundedCornerStyle {
        try get(i) { if case .cornerStyle(let v) = $0 { v } else { nil } }
    }
    func fontWeight(_ i: Int) throws -> Font.Weight {
        try get(i) { if case .fontWeight(let v) = $0 { v } else { nil } }
    }
    func alignment(_ i: Int) throws -> Alignment {
        try get(i) { if case .alignment(let v) = $0 { v } else { nil } }
    }
    func horizontalAlignment(_ i: Int) throws -> HorizontalAlignment {
        try get(i) { if case .horizontalAlignment(let v) = $0 { v } else { nil } }
    }
    func verticalAlignment(_ i: Int) throws -> VerticalAlignment {
        try get(i) { if case .verticalAlignment(let v) = $0 { v } else { nil } }
    }
    func edges(_ i: Int) throws -> EdgeSet { try get(i) { if case .edges(let v) = $0 { v } else { nil } } }
    func edgeInsets(_ i: Int) throws -> EdgeInsets {
        try get(i) { if case .edgeInsets(let v) = $0 { v } else { nil } }
    }
    func deadline(_ i: Int) throws -> Double { try get(i) { if case .deadline(let v) = $0 { v } else { nil } } }
    func array(_ i: Int) throws -> [Value] { try get(i) { if case .array(let v) = $0 { v } else { nil } } }

    /// A colour or gradient argument as a SceneGraph shape style.
    func shapeStyle(_ i: Int) throws -> ShapeStyle {
        try get(i) {
            switch $0 {
            case .color(let c): .color(c)
            case .style(let s): s
            default: nil
            }
        }
    }

    func colors(_ i: Int) throws -> [Color] {
        try array(i).map { item in try get(i) { _ in if case .color(let c) = item { c } else { nil } } }
    }

    func stops(_ i: Int) throws -> [Gradient.Stop] {
        try array(i).map { item in try get(i) { _ in if case .gradientStop(let s) = item { s } else { nil } } }
    }

    /// A closure or function argument.
    func callable(_ i: Int) throws -> Value {
        try get(i) {
            switch $0 {
            case .closure, .function: $0
            default: nil
            }
        }
    }

    func closure(_ i: Int) throws -> ClosureValue {
        try get(i) { if case .closure(let c) = $0 { c } else { nil } }
    }
}
