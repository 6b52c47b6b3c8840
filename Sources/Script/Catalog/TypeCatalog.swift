import Foundation
import Geometry
import Raster
import SceneGraph
import Timeline

/// A static member of a built-in type: a value (`Color.red`), a function (`Font.system(…)`),
/// or both (`Animation.easeIn` and `Animation.easeIn(duration:)`).
struct StaticMember {
    var value: Value?
    var function: [Overload]?
}

/// Static members and initializers of the built-in types, and the names type annotations
/// may use. Adding a member is one entry here.
enum TypeCatalog {
    static func staticMember(_ name: String, of type: BuiltinType) -> StaticMember? {
        statics[type]?[name]
    }

    static func staticNames(of type: BuiltinType) -> [String] {
        statics[type]?.keys.sorted() ?? []
    }

    static func initializers(of type: BuiltinType) -> [Overload] {
        if type == .spring { return springInitializers }
        return inits[type] ?? keyframeInitializers[type] ?? []
    }

    /// The error for a SwiftUI member that exists but is not implemented yet, or nil.
    static func unsupportedMember(_ name: Name, in types: [BuiltinType]) -> ScriptError? {
        guard let type = types.first(where: { unsupportedStatics[$0]?.contains(name.text) == true }) else {
            return nil
        }
        return ScriptError(.unsupported(.member("\(type.name).\(name.text)")), at: name.position)
    }

    /// SwiftUI members a scene may reasonably use that the renderer cannot reproduce yet.
    private static let unsupportedStatics: [BuiltinType: Set<String>] = [
        .font: ["custom"],
        .shapeStyle: ["tint", "linearGradient", "radialGradient", "angularGradient", "ultraThinMaterial"],
        .blendMode: [
            "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight", "difference",
            "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop", "destinationOver", "plusDarker",
        ],
    ]

    /// Types a property or parameter annotation may name.
    static let annotationTypes: [String: ValueType] = [
        "CGFloat": .number, "Double": .number, "Float": .number, "TimeInterval": .number,
        "Int": .integer, "Bool": .bool, "String": .string,
        "Color": .color, "Font": .font, "Font.Weight": .fontWeight, "Animation": .animation,
        "Angle": .angle, "UnitPoint": .unitPoint, "Alignment": .alignment,
        "HorizontalAlignment": .horizontalAlignment, "VerticalAlignment": .verticalAlignment,
        "Gradient": .gradient, "Gradient.Stop": .gradientStop,
        "LinearGradient": .shapeStyle, "RadialGradient": .shapeStyle, "AngularGradient": .shapeStyle,
        "AnyShapeStyle": .shapeStyle, "StrokeStyle": .strokeStyle, "CGLineCap": .lineCap,
        "CGLineJoin": .lineJoin, "CGSize": .size, "CGPoint": .point, "EdgeInsets": .edgeInsets,
        "Edge.Set": .edgeSet, "RoundedCornerStyle": .cornerStyle, "DispatchTime": .deadline,
        "DispatchTimeInterval": .timeInterval,
        "View": .view, "AnyView": .view, "Void": .void, "Image": .view, "Text": .view,
        "UIColor": .color, "CGRect": .rect, "FillStyle": .fillStyle, "EllipticalGradient": .shapeStyle,
        "TextAlignment": .textAlignment, "ContentMode": .contentMode, "BlendMode": .blendMode, "Path": .shape,
        "Shape": .shape, "GeometryProxy": .any, "CoordinateSpace": .coordinateSpace, "UUID": .string,
        "AnyTransition": .transition, "Spring": .spring, "UnitCurve": .unitCurve,
    ]

    // MARK: - Static members

    private static func values(_ pairs: [String: Value]) -> [String: StaticMember] {
        pairs.mapValues { StaticMember(value: $0, function: nil) }
    }

    private static let statics: [BuiltinType: [String: StaticMember]] = {
        var table: [BuiltinType: [String: StaticMember]] = [:]
        var colors: [String: Value] = [:]
        for name in SystemColor.names {
            if let color = SystemColor.named(name) { colors[name] = .color(color) }
        }
        colors["accentColor"] = colors["blue"]
        table[.color] = values(colors)
        table[.shapeStyle] = values(["foreground": .style(.foreground)])
        table[.double] = values(["pi": .double(.pi), "infinity": .double(.infinity)])
        table[.uiColor] = values(uiColors)
        table[.rect] = values(["zero": .rect(.zero)])
        table[.textAlignment] = values([
            "leading": .textAlignment(.leading), "center": .textAlignment(.center),
            "trailing": .textAlignment(.trailing),
        ])
        table[.contentMode] = values(["fit": .contentMode(.fit), "fill": .contentMode(.fill)])
        table[.blendMode] = values([
            "normal": .blendMode(.normal), "multiply": .blendMode(.multiply), "screen": .blendMode(.screen),
            "plusLighter": .blendMode(.plusLighter), "destinationOut": .blendMode(.destinationOut),
        ])
        table[.coordinateSpace] = [
            "local": StaticMember(value: .string("local")), "global": StaticMember(value: .string("global")),
            "named": StaticMember(
                value: nil, function: [Overload([Parameter(nil, .any)]) { _, call in .string("named") }]),
        ]
        table[.binding] = [
            "constant": StaticMember(
                value: nil, function: [Overload([Parameter(nil, .any)]) { _, call in call.value(0) }])
        ]
        table[.font] = fontStatics
        table[.fontWeight] = values(
            Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ("\($0)", Value.fontWeight($0)) }))
        table[.animation] = animationStatics.merging(springAnimationStatics) { a, _ in a }
        table[.spring] = springStatics
        table[.unitCurve] = unitCurveStatics
        table[.anyTransition] = transitionStatics
        table[.angle] = angleStatics
        table[.unitPoint] = values([
            "zero": .unitPoint(.zero), "center": .unitPoint(.center), "leading": .unitPoint(.leading),
            "trailing": .unitPoint(.trailing), "top": .unitPoint(.top), "bottom": .unitPoint(.bottom),
            "topLeading": .unitPoint(.topLeading), "topTrailing": .unitPoint(.topTrailing),
            "bottomLeading": .unitPoint(.bottomLeading), "bottomTrailing": .unitPoint(.bottomTrailing),
        ])
        table[.alignment] = values([
            "center": .alignment(.center), "leading": .alignment(.leading), "trailing": .alignment(.trailing),
            "top": .alignment(.top), "bottom": .alignment(.bottom), "topLeading": .alignment(.topLeading),
            "topTrailing": .alignment(.topTrailing), "bottomLeading": .alignment(.bottomLeading),
            "bottomTrailing": .alignment(.bottomTrailing),
        ])
        table[.horizontalAlignment] = values([
            "leading": .horizontalAlignment(.leading), "center": .horizontalAlignment(.center),
            "trailing": .horizontalAlignment(.trailing),
        ])
        table[.verticalAlignment] = values([
            "top": .verticalAlignment(.top), "center": .verticalAlignment(.center),
            "bottom": .verticalAlignment(.bottom),
        ])
        table[.gradient] = values(["Stop": .type(.gradientStop)])
        table[.lineCap] = values(["butt": .lineCap(.butt), "round": .lineCap(.round), "square": .lineCap(.square)])
        table[.lineJoin] = values(["miter": .lineJoin(.miter), "round": .lineJoin(.round), "bevel": .lineJoin(.bevel)])
        table[.size] = values(["zero": .size(.zero)])
        table[.point] = values(["zero": .point(.zero)])
        let edges: [String: Value] = [
            "top": .edges(.top), "leading": .edges(.leading), "bottom": .edges(.bottom),
            "trailing": .edges(.trailing), "horizontal": .edges(.horizontal), "vertical": .edges(.vertical),
            "all": .edges(.all),
        ]
        table[.edgeSet] = values(edges)
        table[.edge] = values(edges.filter { ["top", "leading", "bottom", "trailing"].contains($0.key) })
        table[.edge]?["Set"] = StaticMember(value: .type(.edgeSet))
        table[.cornerStyle] = values(["circular": .cornerStyle(.circular), "continuous": .cornerStyle(.continuous)])
        table[.screen] = values(["main": .screen])
        table[.dispatchQueue] = values(["main": .mainQueue])
        var intervals: [String: StaticMember] = [:]
        for (name, seconds) in [
            ("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9),
        ] {
            intervals[name] = StaticMember(
                value: nil,
                function: [
                    Overload([Parameter(nil, .integer)]) { _, call in .double(Double(try call.integer(0)) * seconds) }
                ])
        }
        table[.dispatchTimeInterval] = intervals
        table[.dispatchTime] = [
            "now": StaticMember(value: nil, function: [Overload([]) { interpreter, _ in .deadline(interpreter.now) }])
        ]
        return table
    }()

    /// `UIColor`'s colours in light mode: the classic ones are pure RGB, the `system` ones
    /// SwiftUI's (DESIGN.md §3).
    private static let uiColors: [String: Value] = {
        var colors: [String: Value] = [
            "black": .color(.black), "white": .color(.white), "clear": .color(.clear),
            "red": .color(Color(red: 1, green: 0, blue: 0)), "green": .color(Color(red: 0, green: 1, blue: 0)),
            "blue": .color(Color(red: 0, green: 0, blue: 1)), "cyan": .color(Color(red: 0, green: 1, blue: 1)),
            "yellow": .color(Color(red: 1, green: 1, blue: 0)), "magenta": .color(Color(red: 1, green: 0, blue: 1)),
            "orange": .color(Color(red: 1, green: 0.5, blue: 0)),
            "purple": .color(Color(red: 0.5, green: 0, blue: 0.5)),
            "brown": .color(Color(red: 0.6, green: 0.4, blue: 0.2)), "gray": .color(Color(white: 0.5)),
            "darkGray": .color(Color(white: 1.0 / 3)), "lightGray": .color(Color(white: 2.0 / 3)),
            "label": .color(.black), "systemBackground": .color(.white),
            "secondarySystemBackground": .color(Color(red8: 242, green8: 242, blue8: 247)),
            "tertiarySystemBackground": .color(.white),
            "systemGroupedBackground": .color(Color(red8: 242, green8: 242, blue8: 247)),
            "secondaryLabel": .color(Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6)),
            "tertiaryLabel": .color(Color(red8: 60, green8: 60, blue8: 67, alpha: 0.3)),
            "separator": .color(Divider.color),
            "opaqueSeparator": .color(Color(red8: 198, green8: 198, blue8: 200)),
            "systemGray2": .color(Color(red8: 174, green8: 174, blue8: 178)),
            "systemGray3": .color(Color(red8: 199, green8: 199, blue8: 204)),
            "systemGray4": .color(Color(red8: 209, green8: 209, blue8: 214)),
            "systemGray5": .color(Color(red8: 229, green8: 229, blue8: 234)),
            "systemGray6": .color(Color(red8: 242, green8: 242, blue8: 247)),
        ]
        for name in SystemColor.names where !["black", "white", "clear", "primary", "secondary"].contains(name) {
            guard let color = SystemColor.named(name), let first = name.first else { continue }
            if name == "secondarySystemBackground" { continue }
            colors["system" + first.uppercased() + name.dropFirst()] = .color(color)
        }
        return colors
    }()

    private static let fontStatics: [String: StaticMember] = {
        var members = values([
            "largeTitle": .font(.largeTitle), "title": .font(.title), "title2": .font(.title2),
            "title3": .font(.title3), "headline": .font(.headline), "body": .font(.body),
            "callout": .font(.callout), "subheadline": .font(.subheadline), "footnote": .font(.footnote),
            "caption": .font(.caption), "caption2": .font(.caption2), "Weight": .type(.fontWeight),
        ])
        members["system"] = StaticMember(
            value: nil,
            function: [
                Overload([
                    Parameter("size", .number),
                    Parameter("weight", .fontWeight, default: .value(.fontWeight(.regular))),
                ]) {
                    _, call in .font(.system(size: try call.number(0), weight: try call.fontWeight(1)))
                },
                Overload([Parameter(nil, .font)]) { _, call in .font(try call.font(0)) },
            ])
        return members
    }()

    private static let animationStatics: [String: StaticMember] = {
        var members: [String: StaticMember] = ["default": StaticMember(value: .animation(.default))]
        let curves: [(String, TimingCurve)] = [
            ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ]
        for (name, curve) in curves {
            members[name] = StaticMember(
                value: .animation(Animation(curve: curve)),
                function: [
                    Overload([Parameter("duration", .number, default: .value(.double(Animation.defaultDuration)))]) {
                        _, call in .animation(Animation(curve: curve, duration: try call.number(0)))
                    }
                ])
        }
        members["timingCurve"] = StaticMember(
            value: nil,
            function: [
                Overload(
                    [
                        Parameter(nil, .number), Parameter(nil, .number), Parameter(nil, .number),
                        Parameter(nil, .number),
                        Parameter("duration", .number, default: .value(.double(Animation.defaultDuration))),
                    ]
                ) { _, call in
                    let curve = TimingCurve(
                        try call.number(0), try call.number(1), try call.number(2), try call.number(3))
                    return .animation(Animation(curve: curve, duration: try call.number(4)))
                }
            ])
        return members
    }()

    private static let angleStatics: [String: StaticMember] = [
        "zero": StaticMember(value: .angle(.zero)),
        "degrees": StaticMember(
            value: nil,
            function: [Overload([Parameter(nil, .number)]) { _, call in .angle(.degrees(try call.number(0))) }]),
        "radians": StaticMember(
            value: nil,
            function: [Overload([Parameter(nil, .number)]) { _, call in .angle(.radians(try call.number(0))) }]),
    ]

    // MARK: - Initializers

    private static let inits: [BuiltinType: [Overload]] = [
        .color: [
            Overload([
                Parameter("red", .number), Parameter("green", .number), Parameter("blue", .number),
                Parameter("opacity", .number, default: .value(.double(1))),
            ]) { _, call in
                .color(
                    Color(
                        red: try call.number(0), green: try call.number(1), blue: try call.number(2),
                        alpha: try call.number(3)))
            },
            Overload([Parameter("white", .number), Parameter("opacity", .number, default: .value(.double(1)))]) {
                _, call in .color(Color(white: try call.number(0), alpha: try call.number(1)))
            },
            Overload([
                Parameter("hue", .number), Parameter("saturation", .number), Parameter("brightness", .number),
                Parameter("opacity", .number, default: .value(.double(1))),
            ]) { _, call in
                .color(
                    hsb(
                        hue: try call.number(0), saturation: try call.number(1), brightness: try call.number(2),
                        alpha: try call.number(3)))
            },
            // `Color(.systemBlue)`, `Color(UIColor.lairDarkGray)`, `Color(uiColor:)`.
            Overload([Parameter(nil, .uiColor)]) { _, call in .color(try call.color(0)) },
            Overload([Parameter("uiColor", .uiColor)]) { _, call in .color(try call.color(0)) },
        ],
        .uiColor: [
            Overload([
                Parameter("red", .number), Parameter("green", .number), Parameter("blue", .number),
                Parameter("alpha", .number, default: .value(.double(1))),
            ]) { _, call in
                .color(
                    Color(
                        red: try call.number(0), green: try call.number(1), blue: try call.number(2),
                        alpha: try call.number(3)))
            },
            Overload([Parameter("white", .number), Parameter("alpha", .number, default: .value(.double(1)))]) {
                _, call in .color(Color(white: try call.number(0), alpha: try call.number(1)))
            },
            Overload([
                Parameter("hue", .number), Parameter("saturation", .number), Parameter("brightness", .number),
                Parameter("alpha", .number, default: .value(.double(1))),
            ]) { _, call in
                .color(
                    hsb(
                        hue: try call.number(0), saturation: try call.number(1), brightness: try call.number(2),
                        alpha: try call.number(3)))
            },
        ],
        .rect: [
            Overload([
                Parameter("x", .number), Parameter("y", .number), Parameter("width", .number),
                Parameter("height", .number),
            ]) { _, call in
                .rect(
                    Rect(
                        x: try call.number(0), y: try call.number(1), width: try call.number(2),
                        height: try call.number(3)))
            },
            Overload([Parameter("origin", .point), Parameter("size", .size)]) { _, call in
                .rect(Rect(origin: try call.point(0), size: try call.size(1)))
            },
        ],
        // Identifiers only tell values apart: numbered in creation order, so runs repeat.
        .uuid: [
            Overload([]) { interpreter, _ in
                interpreter.identifierCount += 1
                return .string(String(format: "00000000-0000-0000-0000-%012ld", interpreter.identifierCount))
            }
        ],
        .fillStyle: [
            Overload([
                Parameter("eoFill", .bool, default: .value(.bool(false))),
                Parameter("antialiased", .bool, default: .value(.bool(true))),
            ]) { _, call in .fillStyle(try call.bool(0) ? .evenOdd : .nonZero) }
        ],
        .ellipticalGradient: gradientInits(geometry: [
            Parameter("center", .unitPoint, default: .value(.unitPoint(.center))),
            Parameter("startRadiusFraction", .number, default: .value(.double(0))),
            Parameter("endRadiusFraction", .number, default: .value(.double(0.5))),
        ]) { gradient, call, first in
            .style(
                .ellipticalGradient(
                    gradient, center: try call.unitPoint(first), startRadiusFraction: try call.number(first + 1),
                    endRadiusFraction: try call.number(first + 2)))
        },
        .gradient: [
            Overload([Parameter("colors", .array(.color))]) { _, call in .gradient(Gradient(colors: try call.colors(0)))
            },
            Overload([Parameter("stops", .array(.gradientStop))]) { _, call in
                .gradient(Gradient(stops: try call.stops(0)))
            },
        ],
        .gradientStop: [
            Overload([Parameter("color", .color), Parameter("location", .number)]) { _, call in
                .gradientStop(Gradient.Stop(color: try call.color(0), location: try call.number(1)))
            }
        ],
        .linearGradient: gradientInits(geometry: [
            Parameter("startPoint", .unitPoint), Parameter("endPoint", .unitPoint),
        ]) { gradient, call, first in
            .style(
                .linearGradient(
                    gradient, startPoint: try call.unitPoint(first), endPoint: try call.unitPoint(first + 1)))
        },
        .radialGradient: gradientInits(geometry: [
            Parameter("center", .unitPoint), Parameter("startRadius", .number), Parameter("endRadius", .number),
        ]) { gradient, call, first in
            .style(
                .radialGradient(
                    gradient, center: try call.unitPoint(first), startRadius: try call.number(first + 1),
                    endRadius: try call.number(first + 2)))
        },
        .angularGradient:
            gradientInits(geometry: [
                Parameter("center", .unitPoint), Parameter("startAngle", .angle, default: .value(.angle(.zero))),
                Parameter("endAngle", .angle, default: .value(.angle(.zero))),
            ]) { gradient, call, first in
                angular(
                    gradient, center: try call.unitPoint(first), start: try call.angle(first + 1),
                    end: try call.angle(first + 2))
            }
            + gradientInits(geometry: [
                Parameter("center", .unitPoint), Parameter("angle", .angle, default: .value(.angle(.zero))),
            ]) { gradient, call, first in
                let angle = try call.angle(first + 1)
                return angular(gradient, center: try call.unitPoint(first), start: angle, end: angle)
            },
        .strokeStyle: [
            Overload([
                Parameter("lineWidth", .number, default: .value(.double(1))),
                Parameter("lineCap", .lineCap, default: .value(.lineCap(.butt))),
                Parameter("lineJoin", .lineJoin, default: .value(.lineJoin(.miter))),
                Parameter("miterLimit", .number, default: .value(.double(10))),
                Parameter("dash", .array(.number), default: .value(.array([]))),
                Parameter("dashPhase", .number, default: .value(.double(0))),
            ]) { _, call in
                .strokeStyle(
                    StrokeStyle(
                        lineWidth: try call.number(0), lineCap: try call.lineCap(1), lineJoin: try call.lineJoin(2),
                        miterLimit: try call.number(3), dash: try call.array(4).compactMap(\.number),
                        dashPhase: try call.number(5)))
            }
        ],
        .size: [
            Overload([Parameter("width", .number), Parameter("height", .number)]) { _, call in
                .size(Size(width: try call.number(0), height: try call.number(1)))
            }
        ],
        .point: [
            Overload([Parameter("x", .number), Parameter("y", .number)]) { _, call in
                .point(Point(x: try call.number(0), y: try call.number(1)))
            }
        ],
        .unitPoint: [
            Overload([Parameter("x", .number), Parameter("y", .number)]) { _, call in
                .unitPoint(UnitPoint(x: try call.number(0), y: try call.number(1)))
            }
        ],
        .angle: [
            Overload([Parameter("degrees", .number)]) { _, call in .angle(.degrees(try call.number(0))) },
            Overload([Parameter("radians", .number)]) { _, call in .angle(.radians(try call.number(0))) },
        ],
        .edgeInsets: [
            Overload([
                Parameter("top", .number, default: .value(.double(0))),
                Parameter("leading", .number, default: .value(.double(0))),
                Parameter("bottom", .number, default: .value(.double(0))),
                Parameter("trailing", .number, default: .value(.double(0))),
            ]) { _, call in
                .edgeInsets(
                    EdgeInsets(
                        top: try call.number(0), leading: try call.number(1), bottom: try call.number(2),
                        trailing: try call.number(3)))
            }
        ],
        .double: [Overload([Parameter(nil, .number)]) { _, call in .double(try call.number(0)) }],
        .int: [
            Overload([Parameter(nil, .number)]) { _, call in
                let value = try call.number(0).rounded(.towardZero)
                guard let int = Int(exactly: value) else {
                    throw ScriptError(.arithmeticOverflow, at: call.position)
                }
                return .int(int)
            }
        ],
        .string: [
            Overload([Parameter(nil, .any)]) { interpreter, call in
                try interpreter.checkedString(interpreter.describe(call.value(0)), at: call.position)
            }
        ],
    ]

    /// The three ways SwiftUI's gradient fills take their colours (`gradient:`, `colors:`,
    /// `stops:`), each followed by the fill's own geometry parameters.
    private static func gradientInits(
        geometry rest: [Parameter], _ make: @escaping (Gradient, Invocation, Int) throws -> Value
    ) -> [Overload] {
        [
            Overload([Parameter("gradient", .gradient)] + rest) { _, call in try make(try call.gradient(0), call, 1) },
            Overload([Parameter("colors", .array(.color))] + rest) { _, call in
                try make(Gradient(colors: try call.colors(0)), call, 1)
            },
            Overload([Parameter("stops", .array(.gradientStop))] + rest) { _, call in
                try make(Gradient(stops: try call.stops(0)), call, 1)
            },
        ]
    }

    /// A conic gradient; equal start and end angles mean one full turn from the start, which
    /// is how SwiftUI draws `AngularGradient(gradient:center:)`.
    private static func angular(_ gradient: Gradient, center: UnitPoint, start: Angle, end: Angle) -> Value {
        let end = end == start ? Angle(radians: start.radians + 2 * .pi) : end
        return .style(.angularGradient(gradient, center: center, startAngle: start, endAngle: end))
    }

    /// HSB (all 0…1) to sRGB, as `Color(hue:saturation:brightness:)`.
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        Color(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }
}
