import Foundation

/// Global functions: `withAnimation` and a few numeric helpers.
enum GlobalCatalog {
    static let functions: [String: [Overload]] = {
        var table: [String: [Overload]] = [
            "withAnimation": [
                Overload([
                    Parameter(nil, .optional(.animation), default: .value(.animation(.default))),
                    Parameter(nil, .closure),
                ]) { interpreter, call in
                    try interpreter.withAnimation(
                        try call.optional(0) { $0.asAnimation }, body: try call.callable(1), at: call.position)
                }
            ],
            "min": [pairOverload(name: "min", Swift.min, Swift.min)],
            "max": [pairOverload(name: "max", Swift.max, Swift.max)],
            "abs": [
                Overload([Parameter(nil, .any)]) { _, call in
                    switch call.value(0) {
                    case .int(let i):
                        guard i != Int.min else { throw ScriptError(.arithmeticOverflow, at: call.position) }
                        return .int(Swift.abs(i))
                    case .double(let d): return .double(Swift.abs(d))
                    case let other:
                        throw ScriptError(
                            .argumentType(label: nil, index: 1, callee: "abs", expected: "a number", got: other.noun),
                            at: call.position)
                    }
                }
            ],
            "atan2": [
                Overload([Parameter(nil, .number), Parameter(nil, .number)]) { _, call in
                    .double(Foundation.atan2(try call.number(0), try call.number(1)))
                }
            ],
            "pow": [
                Overload([Parameter(nil, .number), Parameter(nil, .number)]) { _, call in
                    try finite(Foundation.pow(try call.number(0), try call.number(1)), "pow", call)
                }
            ],
        ]
        let unary: [(String, (Double) -> Double)] = [
            ("sqrt", { $0.squareRoot() }), ("sin", Foundation.sin), ("cos", Foundation.cos), ("tan", Foundation.tan),
            ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }), ("round", { $0.rounded() }),
        ]
        for (name, function) in unary {
            table[name] = [
                Overload([Parameter(nil, .number)]) { _, call in try finite(function(try call.number(0)), name, call) }
            ]
        }
        return table
    }()

    static let names: [String] = functions.keys.sorted()

    private static func finite(_ value: Double, _ name: String, _ call: Invocation) throws -> Value {
        guard value.isFinite else { throw ScriptError(.invalidResult(name), at: call.position) }
        return .double(value)
    }

    /// `min`/`max`: integers stay integers; a mix with a number gives a number.
    private static func pairOverload(
        name: String, _ ints: @escaping (Int, Int) -> Int, _ doubles: @escaping (Double, Double) -> Double
    ) -> Overload {
        Overload([Parameter(nil, .any), Parameter(nil, .any)]) { _, call in
            if case .int(let a) = call.value(0), case .int(let b) = call.value(1) { return .int(ints(a, b)) }
            for i in 0..<2 where call.value(i).number == nil {
                throw ScriptError(
                    .argumentType(
                        label: nil, index: i + 1, callee: name, expected: "a number", got: call.value(i).noun),
                    at: call.position)
            }
            return .double(doubles(call.value(0).number ?? 0, call.value(1).number ?? 0))
        }
    }
}
