import Geometry
import Raster

extension Interpreter {
    /// Checks the numbers given to a built-in: each must be finite (except where `ArgumentRule`
    /// allows infinity) and within its rule. Errors point at the argument.
    func checkArguments(_ resolution: Resolution, _ parameters: [Parameter], callee: String) throws {
        for (p, parameter) in parameters.enumerated() where resolution.provided[p] {
            switch parameter.type {
            case .any, .ignored, .closure, .view: continue
            default: break
            }
            guard let a = resolution.arguments[p] else { continue }
            let rule = ArgumentRule.rule(callee: callee, label: parameter.label)
            let position = resolution.positions[p] ?? .file
            let argument = parameter.label.map { "argument '\($0)'" } ?? "argument #\(a + 1) of '\(callee)'"
            if let bad = Self.nonFinite(in: resolution.values[p]), !(bad.isInfinite && rule?.allowsInfinity == true) {
                throw ScriptError(.nonFiniteArgument(argument, value: Self.spell(bad)), at: position)
            }
            if let rule { try check(resolution.values[p], against: rule, argument: argument, at: position) }
        }
    }

    private func check(_ value: Value, against rule: ArgumentRule, argument: String, at position: SourcePosition)
        throws
    {
        let numbers: [Double]
        switch value {
        case .array(let items): numbers = items.compactMap(\.number)
        default: numbers = value.number.map { [$0] } ?? []
        }
        for number in numbers {
            if let minimum = rule.minimum, number < minimum || (!rule.includesMinimum && number == minimum) {
                let message: DiagnosticMessage =
                    rule.includesMinimum && minimum == 0
                    ? .negativeArgument(argument, value: Self.text(number))
                    : .argumentTooSmall(argument, value: Self.text(number), minimum: Self.text(minimum))
                throw ScriptError(message, at: position)
            }
            guard let maximum = rule.maximum, number.isFinite else { continue }
            let limit: Double
            let quantity: String
            switch maximum {
            case .fontSize: (limit, quantity) = (limits.maxFontSize, "font size")
            case .blurRadius: (limit, quantity) = (limits.maxBlurRadius, "blur radius")
            }
            if number > limit {
                throw ScriptError(
                    .valueLimit(quantity, value: Self.text(number), limit: Self.text(limit)),
                    at: position)
            }
        }
    }

    /// The first infinite or NaN number inside `value`, if any.
    static func nonFinite(in value: Value) -> Double? {
        func first(_ numbers: Double...) -> Double? { numbers.first { !$0.isFinite } }
        switch value {
        case .double(let d): return first(d)
        case .size(let s): return first(s.width, s.height)
        case .point(let p): return first(p.x, p.y)
        case .rect(let r): return first(r.origin.x, r.origin.y, r.size.width, r.size.height)
        case .angle(let a): return first(a.radians)
        case .unitPoint(let u): return first(u.x, u.y)
        case .edgeInsets(let e): return first(e.top, e.leading, e.bottom, e.trailing)
        case .color(let c): return first(c.red, c.green, c.blue, c.alpha)
        case .deadline(let t): return first(t)
        case .strokeStyle(let s): return first(s.lineWidth, s.miterLimit, s.dashPhase) ?? s.dash.first { !$0.isFinite }
        case .gradientStop(let stop): return first(stop.location) ?? nonFinite(in: .color(stop.color))
        case .array(let items):
            for item in items {
                if let bad = nonFinite(in: item) { return bad }
            }
            return nil
        default: return nil
        }
    }

    /// A number in a message: whole numbers without a fraction (`-5`, `1000000000`), others as
    /// Swift prints them.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// "infinity", "-infinity" or "NaN", as Swift prints them in a message.
    private static func spell(_ value: Double) -> String {
        value.isNaN ? "NaN" : value > 0 ? "infinity" : "-infinity"
    }
}
