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
        case (.string(let s), "count"): .int(s.count)
        case (.string(let s), "isEmpty"): .bool(s.isEmpty)
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
        case .array: ["count", "first", "isEmpty", "last"]
        case .string: ["count", "isEmpty"]
        default: []
        }
    }

    static func methods(of value: Value) -> [String: [Overload]] {
        switch value {
        case .color: colorMethods
        case .font: fontMethods
        case .animation: animationMethods
        case .mainQueue: queueMethods
        case .string: stringMethods
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
        ]
    ]

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
