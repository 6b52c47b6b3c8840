import Geometry
import Raster
import SceneGraph
import Timeline

/// Properties and methods of values (`bounds.width`, `Color.red.opacity(0.5)`,
/// `.easeIn.delay(1)`, `DispatchQueue.main.asyncAfter`). View modifiers live in
/// `ModifierCatalog`.
enum ValueMethods {
    static func property(_ name: String, of value: Value, canvas: Size) -> Value? {
        switch (value, name) {
        case (.screen, "bounds"): .rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        case (.rect(let r), _): rectProperty(name, r)
        case (.size(let s), "width"): .double(s.width)
        case (.size(let s), "height"): .double(s.height)
        case (.point(let p), "x"): .double(p.x)
        case (.point(let p), "y"): .double(p.y)
        case (.unitPoint(let p), "x"): .double(p.x)
        case (.unitPoint(let p), "y"): .double(p.y)
        case (.angle(let a), "degrees"): .double(a.degrees)
        case (.angle(let a), "radians"): .double(a.radians)
        case (.array(let items), "count"): .int(items.count)
        case (.array(let items), "isEmpty"): .bool(items.isEmpty)
        case (.array(let items), "first"): items.first ?? Value.none
        case (.array(let items), "last"): items.last ?? Value.none
        case (.array(let items), "indices"): .range(0, items.count)
        // Ranges are made so that their count fits in an Int.
        case (.range(let lower, let upper), "count"): .int(upper &- lower)
        case (.range(let lower, _), "lowerBound"): .int(lower)
        case (.range(_, let upper), "upperBound"): .int(upper)
        case (.range(let lower, let upper), "isEmpty"): .bool(upper <= lower)
        case (.string(let s), "count"): .int(s.count)
        case (.string(let s), "isEmpty"): .bool(s.isEmpty)
        case (.geometry(let size), "size"): .size(size)
        // Safe-area insets are 0 unless a device preset sets them (DESIGN.md §3).
        case (.geometry, "safeAreaInsets"): .edgeInsets(EdgeInsets())
        case (.edgeInsets(let insets), _): edgeInsetsProperty(name, insets)
        case (.color(let color), "cgColor"): .color(color)
        case (.path(let path), "boundingRect"): .rect(path.controlPointBounds)
        case (.path(let path), "isEmpty"): .bool(path.isEmpty)
        default: nil
        }
    }

    private static func edgeInsetsProperty(_ name: String, _ insets: EdgeInsets) -> Value? {
        switch name {
        case "top": .double(insets.top)
        case "leading": .double(insets.leading)
        case "bottom": .double(insets.bottom)
        case "trailing": .double(insets.trailing)
        default: nil
        }
    }

    private static func rectProperty(_ name: String, _ r: Rect) -> Value? {
        switch name {
        case "width": .double(r.size.width)
        case "height": .double(r.size.height)
        case "size": .size(r.size)
        case "origin": .point(r.origin)
        case "minX": .double(r.minX)
        case "minY": .double(r.minY)
        case "maxX": .double(r.maxX)
        case "maxY": .double(r.maxY)
        case "midX": .double((r.minX + r.maxX) / 2)
        case "midY": .double((r.minY + r.maxY) / 2)
        default: nil
        }
    }

    /// Property names, for suggestions.
    static func propertyNames(of value: Value) -> [String] {
        switch value {
        case .screen: ["bounds"]
        case .rect: ["height", "maxX", "maxY", "midX", "midY", "minX", "minY", "origin", "size", "width"]
        case .size: ["height", "width"]
        case .point, .unitPoint: ["x", "y"]
        case .angle: ["degrees", "radians"]
        case .array: ["count", "first", "indices", "isEmpty", "last"]
        case .range: ["count", "isEmpty", "lowerBound", "upperBound"]
        case .string: ["count", "isEmpty"]
        case .geometry: ["safeAreaInsets", "size"]
        case .edgeInsets: ["bottom", "leading", "top", "trailing"]
        case .path: ["boundingRect", "isEmpty"]
        default: []
        }
    }

    static func methods(of value: Value) -> [String: [Overload]] {
        switch value {
        case .color: colorMethods
        case .font: fontMethods
        case .animation: animationMethods
        case .transition: transitionMethods
        case .mainQueue: queueMethods
        case .string: stringMethods
        case .array, .range: sequenceMethods
        case .path: pathMethods
        case .rect: rectMethods
        case .geometry: geometryMethods
        default: [:]
        }
    }

    private static let colorMethods: [String: [Overload]] = [
        "opacity": [
            Overload([Parameter(nil, .number)]) { _, call in
                var color = try call.receiver(\.asColor)
                color.alpha *= try call.number(0)
                return .color(color)
            }
        ],
        "withAlphaComponent": [
            Overload([Parameter(nil, .number)]) { _, call in
                var color = try call.receiver(\.asColor)
                color.alpha = try call.number(0)
                return .color(color)
            }
        ],
    ]

    // MARK: - Sequences

    private static let sequenceMethods: [String: [Overload]] = [
        "forEach": [
            Overload([Parameter(nil, .closure)]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                let body = try call.callable(0)
                for i in 0..<elements.count {
                    _ = try interpreter.invokeCallable(body, [elements.element(i)], at: call.position)
                }
                return .void
            }
        ],
        "map": [
            Overload([Parameter(nil, .closure)]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                let transform = try call.callable(0)
                return .array(
                    try (0..<elements.count).map {
                        try interpreter.invokeCallable(transform, [elements.element($0)], at: call.position)
                    })
            }
        ],
        "filter": [
            Overload([Parameter(nil, .closure)]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                let predicate = try call.callable(0)
                var kept: [Value] = []
                for i in 0..<elements.count {
                    let element = elements.element(i)
                    let result = try interpreter.invokeCallable(predicate, [element], at: call.position)
                    guard case .bool(let keep) = result else {
                        throw ScriptError(.conditionType(result.noun), at: call.position)
                    }
                    if keep { kept.append(element) }
                }
                return .array(kept)
            }
        ],
        "reversed": [
            Overload([]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                return .array((0..<elements.count).reversed().map { elements.element($0) })
            }
        ],
        "enumerated": [
            Overload([]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                return .array(
                    (0..<elements.count).map {
                        .tuple(TupleValue(elements: [.int($0), elements.element($0)], labels: ["offset", "element"]))
                    })
            }
        ],
        "contains": [
            Overload([Parameter(nil, .any)]) { interpreter, call in
                let elements = try interpreter.sequenceElements(call.receiver, at: call.position)
                let target = call.value(0)
                return .bool((0..<elements.count).contains { elements.element($0) == target })
            }
        ],
    ]

    // MARK: - Geometry

    private static let rectMethods: [String: [Overload]] = [
        "insetBy": [
            Overload([Parameter("dx", .number), Parameter("dy", .number)]) { _, call in
                .rect(
                    try call.receiver { if case .rect(let r) = $0 { r } else { nil } }
                        .insetBy(dx: try call.number(0), dy: try call.number(1)))
            }
        ],
        "offsetBy": [
            Overload([Parameter("dx", .number), Parameter("dy", .number)]) { _, call in
                .rect(
                    try call.receiver { if case .rect(let r) = $0 { r } else { nil } }
                        .offsetBy(Point(x: try call.number(0), y: try call.number(1))))
            }
        ],
    ]

    private static let geometryMethods: [String: [Overload]] = [
        // The reader's frame; with no window around the scene, every space has the origin at
        // the reader's corner.
        "frame": [
            Overload([Parameter("in", .coordinateSpace)]) { _, call in
                guard case .geometry(let size) = call.receiver else {
                    throw ScriptError(.internalError("'frame' was called on \(call.receiver.noun)"), at: call.position)
                }
                return .rect(Rect(origin: .zero, size: size))
            }
        ]
    ]

    /// `Path` methods that change the path they are called on (the interpreter stores the
    /// result back into the variable).
    static let mutatingPathMethods: Set<String> = Set(pathMethods.keys)

    private static let pathMethods: [String: [Overload]] = [
        "move": [pathMethod([Parameter("to", .point)]) { path, call in path.move(to: try call.point(0)) }],
        "addLine": [pathMethod([Parameter("to", .point)]) { path, call in path.addLine(to: try call.point(0)) }],
        "addLines": [
            pathMethod([Parameter(nil, .array(.point))]) { path, call in
                path.addLines(try call.array(0).compactMap { if case .point(let p) = $0 { p } else { nil } })
            }
        ],
        "addQuadCurve": [
            pathMethod([Parameter("to", .point), Parameter("control", .point)]) { path, call in
                path.addQuadCurve(to: try call.point(0), control: try call.point(1))
            }
        ],
        "addCurve": [
            pathMethod([Parameter("to", .point), Parameter("control1", .point), Parameter("control2", .point)]) {
                path, call in
                path.addCurve(to: try call.point(0), control1: try call.point(1), control2: try call.point(2))
            }
        ],
        "addArc": [
            pathMethod([
                Parameter("center", .point), Parameter("radius", .number), Parameter("startAngle", .angle),
                Parameter("endAngle", .angle), Parameter("clockwise", .bool),
            ]) { path, call in
                // SwiftUI's `clockwise` describes the arc in a y-up space: on screen (y down) it
                // turns the other way.
                path.addArc(
                    center: try call.point(0), radius: try call.number(1), startAngle: try call.angle(2),
                    endAngle: try call.angle(3), clockwise: !(try call.bool(4)))
            }
        ],
        "addRect": [pathMethod([Parameter(nil, .rect)]) { path, call in path.addRect(try call.rect(0)) }],
        "addRoundedRect": [
            pathMethod([
                Parameter("in", .rect), Parameter("cornerSize", .size),
                Parameter("style", .cornerStyle, default: .value(.cornerStyle(.circular))),
            ]) { path, call in
                path.addPath(
                    .roundedRect(
                        try call.rect(0), cornerRadius: try call.size(1).width, style: try call.cornerStyle(2)))
            }
        ],
        "addEllipse": [pathMethod([Parameter("in", .rect)]) { path, call in path.addEllipse(in: try call.rect(0)) }],
        "addPath": [pathMethod([Parameter(nil, .shape)]) { path, call in path.addPath(try shapePath(call, 0)) }],
        "closeSubpath": [pathMethod([]) { path, _ in path.closeSubpath() }],
    ]

    private static func pathMethod(
        _ parameters: [Parameter], _ apply: @escaping (inout Path, Invocation) throws -> Void
    )
        -> Overload
    {
        Overload(parameters) { interpreter, call in
            guard case .path(var path) = call.receiver else {
                throw ScriptError(
                    .internalError("'\(call.name)' was called on \(call.receiver.noun)"), at: call.position)
            }
            try apply(&path, call)
            return try interpreter.checkedPath(path, at: call.position)
        }
    }

    /// A path argument; built-in shapes have no size of their own, so only paths qualify.
    private static func shapePath(_ call: Invocation, _ i: Int) throws -> Path {
        guard case .path(let path) = call.value(i) else {
            throw ScriptError(
                .argumentType(label: nil, index: i + 1, callee: call.name, expected: "a path", got: call.value(i).noun),
                at: call.position)
        }
        return path
    }

    private static let fontMethods: [String: [Overload]] = [
        "weight": [
            Overload([Parameter(nil, .fontWeight)]) { _, call in
                var font = try call.receiver(\.asFont)
                font.weight = try call.fontWeight(0)
                return .font(font)
            }
        ],
        "bold": [
            Overload([]) { _, call in
                var font = try call.receiver(\.asFont)
                font.weight = .bold
                return .font(font)
            }
        ],
    ]

    private static let animationMethods: [String: [Overload]] = [
        "delay": [
            Overload([Parameter(nil, .number)]) { _, call in
                .animation(try call.receiver(\.asAnimation).delay(try call.number(0)))
            }
        ],
        "speed": [
            Overload([Parameter(nil, .number)]) { _, call in
                .animation(try call.receiver(\.asAnimation).speed(try call.number(0)))
            }
        ],
        "repeatCount": [
            Overload([Parameter(nil, .integer), Parameter("autoreverses", .bool, default: .value(.bool(true)))]) {
                _, call in
                .animation(
                    try call.receiver(\.asAnimation).repeatCount(try call.integer(0), autoreverses: try call.bool(1)))
            }
        ],
        "repeatForever": [
            Overload([Parameter("autoreverses", .bool, default: .value(.bool(true)))]) { _, call in
                .animation(try call.receiver(\.asAnimation).repeatForever(autoreverses: try call.bool(0)))
            }
        ],
    ]

    private static let transitionMethods: [String: [Overload]] = [
        "combined": [
            Overload([Parameter("with", .transition)]) { _, call in
                let first = try call.receiver { if case .transition(let t) = $0 { t } else { nil } }
                return .transition(.combined(first, try call.transition(0)))
            }
        ]
    ]

    private static let queueMethods: [String: [Overload]] = [
        "asyncAfter": [
            Overload([Parameter("deadline", .deadline), Parameter("execute", .closure)]) { interpreter, call in
                try interpreter.schedule(try call.callable(1), at: try call.deadline(0), position: call.position)
                return .void
            }
        ],
        "async": [
            Overload([Parameter("execute", .closure)]) { interpreter, call in
                try interpreter.schedule(try call.callable(0), at: interpreter.now, position: call.position)
                return .void
            }
        ],
    ]

    private static let stringMethods: [String: [Overload]] = [
        "uppercased": [
            Overload([]) { _, call in
                .string(try call.receiver(\.asString).uppercased())
            }
        ],
        "lowercased": [
            Overload([]) { _, call in
                .string(try call.receiver(\.asString).lowercased())
            }
        ],
    ]
}
