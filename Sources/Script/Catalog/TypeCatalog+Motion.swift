import Geometry
import SceneGraph
import Timeline

/// Springs, transitions, unit curves and keyframes: the static members and initializers of the
/// types animations are made of.
extension TypeCatalog {
    private static func number(_ label: String?, _ value: Double) -> Parameter {
        Parameter(label, .number, default: .value(.double(value)))
    }

    // MARK: - Animation

    /// `Animation.spring…`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`,
    /// `.interpolatingSpring`, with SwiftUI's labels and defaults (docs/animation.md §2).
    static let springAnimationStatics: [String: StaticMember] = {
        var members: [String: StaticMember] = [:]
        members["spring"] = StaticMember(
            value: .animation(.spring),
            function: [
                // The response form first: `.spring()` means it, as in Swift.
                Overload([number("response", 0.55), number("dampingFraction", 0.825), number("blendDuration", 0)]) {
                    _, call in
                    .animation(
                        .spring(
                            response: try call.number(0), dampingFraction: try call.number(1),
                            blendDuration: try call.number(2)))
                },
                Overload([number("duration", 0.5), number("bounce", 0), number("blendDuration", 0)]) { _, call in
                    .animation(
                        .spring(
                            duration: try call.number(0), bounce: try call.number(1), blendDuration: try call.number(2))
                    )
                },
                Overload([Parameter(nil, .spring), number("blendDuration", 0)]) { _, call in
                    .animation(.spring(try call.spring(0), blendDuration: try call.number(1)))
                },
            ])
        let presets: [(String, Animation, (Double, Double) -> Animation)] = [
            ("smooth", .smooth, { .smooth(duration: $0, extraBounce: $1) }),
            ("snappy", .snappy, { .snappy(duration: $0, extraBounce: $1) }),
            ("bouncy", .bouncy, { .bouncy(duration: $0, extraBounce: $1) }),
        ]
        for (name, preset, make) in presets {
            members[name] = StaticMember(
                value: .animation(preset),
                function: [
                    Overload([number("duration", 0.5), number("extraBounce", 0)]) { _, call in
                        .animation(make(try call.number(0), try call.number(1)))
                    }
                ])
        }
        members["interactiveSpring"] = StaticMember(
            value: .animation(.interactiveSpring),
            function: [
                Overload([number("response", 0.15), number("dampingFraction", 0.86), number("blendDuration", 0.25)]) {
                    _, call in
                    .animation(
                        .interactiveSpring(
                            response: try call.number(0), dampingFraction: try call.number(1),
                            blendDuration: try call.number(2)))
                }
            ])
        members["interpolatingSpring"] = StaticMember(
            value: .animation(.interpolatingSpring),
            function: [
                Overload([
                    number("mass", 1), Parameter("stiffness", .number), Parameter("damping", .number),
                    number("initialVelocity", 0),
                ]) { _, call in
                    .animation(
                        .interpolatingSpring(
                            mass: try call.number(0), stiffness: try call.number(1), damping: try call.number(2),
                            initialVelocity: try call.number(3)))
                },
                Overload([number("duration", 0.5), number("bounce", 0), number("initialVelocity", 0)]) { _, call in
                    .animation(
                        .interpolatingSpring(
                            duration: try call.number(0), bounce: try call.number(1),
                            initialVelocity: try call.number(2))
                    )
                },
                Overload([Parameter(nil, .spring), number("initialVelocity", 0)]) { _, call in
                    .animation(.interpolatingSpring(try call.spring(0), initialVelocity: try call.number(1)))
                },
            ])
        return members
    }()

    // MARK: - Spring

    static let springStatics: [String: StaticMember] = {
        var members: [String: StaticMember] = [:]
        let presets: [(String, Spring, (Double, Double) -> Spring)] = [
            ("smooth", .smooth, { .smooth(duration: $0, extraBounce: $1) }),
            ("snappy", .snappy, { .snappy(duration: $0, extraBounce: $1) }),
            ("bouncy", .bouncy, { .bouncy(duration: $0, extraBounce: $1) }),
        ]
        for (name, preset, make) in presets {
            members[name] = StaticMember(
                value: .spring(preset),
                function: [
                    Overload([number("duration", 0.5), number("extraBounce", 0)]) { _, call in
                        .spring(make(try call.number(0), try call.number(1)))
                    }
                ])
        }
        return members
    }()

    static let springInitializers: [Overload] = [
        Overload([number("duration", 0.5), number("bounce", 0)]) { _, call in
            .spring(Spring(duration: try call.number(0), bounce: try call.number(1)))
        },
        Overload([Parameter("response", .number), Parameter("dampingRatio", .number)]) { _, call in
            .spring(Spring(response: try call.number(0), dampingRatio: try call.number(1)))
        },
        Overload([number("mass", 1), Parameter("stiffness", .number), Parameter("damping", .number)]) { _, call in
            .spring(Spring(mass: try call.number(0), stiffness: try call.number(1), damping: try call.number(2)))
        },
    ]

    // MARK: - UnitCurve

    static let unitCurveStatics: [String: StaticMember] = [
        "linear": StaticMember(value: .unitCurve(.linear)),
        "easeIn": StaticMember(value: .unitCurve(.easeIn)),
        "easeOut": StaticMember(value: .unitCurve(.easeOut)),
        "easeInOut": StaticMember(value: .unitCurve(.easeInOut)),
        "bezier": StaticMember(
            value: nil,
            function: [
                Overload([Parameter("startControlPoint", .unitPoint), Parameter("endControlPoint", .unitPoint)]) {
                    _, call in
                    let start = try call.unitPoint(0)
                    let end = try call.unitPoint(1)
                    return .unitCurve(TimingCurve(start.x, start.y, end.x, end.y))
                }
            ]),
    ]

    // MARK: - AnyTransition

    static let transitionStatics: [String: StaticMember] = [
        "identity": StaticMember(value: .transition(.identity)),
        "opacity": StaticMember(value: .transition(.opacity)),
        "slide": StaticMember(value: .transition(.slide)),
        "scale": StaticMember(
            value: .transition(.scale),
            function: [
                Overload([
                    Parameter("scale", .number), Parameter("anchor", .unitPoint, default: .value(.unitPoint(.center))),
                ]) { _, call in .transition(.scale(try call.number(0), anchor: try call.unitPoint(1))) }
            ]),
        "move": StaticMember(
            value: nil,
            function: [
                Overload([Parameter("edge", .edgeSet)]) { _, call in
                    .transition(.move(edge: try call.edge(0)))
                }
            ]),
        "push": StaticMember(
            value: nil,
            function: [
                // iOS 16's push: in from the edge and out towards the opposite one, fading.
                Overload([Parameter("from", .edgeSet)]) { _, call in
                    let edge = try call.edge(0)
                    let opposite: Transition.Edge =
                        switch edge {
                        case .top: .bottom
                        case .bottom: .top
                        case .leading: .trailing
                        case .trailing: .leading
                        }
                    return .transition(
                        .asymmetric(
                            insertion: .combined(.move(edge: edge), .opacity),
                            removal: .combined(.move(edge: opposite), .opacity)))
                }
            ]),
        "offset": StaticMember(
            value: nil,
            function: [
                Overload([number("x", 0), number("y", 0)]) { _, call in
                    .transition(.offset(x: try call.number(0), y: try call.number(1)))
                },
                Overload([Parameter(nil, .size)]) { _, call in
                    let size = try call.size(0)
                    return .transition(.offset(x: size.width, y: size.height))
                },
            ]),
        "asymmetric": StaticMember(
            value: nil,
            function: [
                Overload([Parameter("insertion", .transition), Parameter("removal", .transition)]) { _, call in
                    .transition(.asymmetric(insertion: try call.transition(0), removal: try call.transition(1)))
                }
            ]),
    ]

    // MARK: - Keyframes

    static let keyframeInitializers: [BuiltinType: [Overload]] = [
        .linearKeyframe: [
            Overload([
                Parameter(nil, .keyframeValue), Parameter("duration", .number),
                Parameter("timingCurve", .unitCurve, default: .value(.unitCurve(.linear))),
            ]) { _, call in
                .keyframe(
                    KeyframeValue(
                        kind: .linear(try call.unitCurve(2)), value: call.value(0), duration: try call.number(1)))
            }
        ],
        .cubicKeyframe: [
            Overload([
                Parameter(nil, .keyframeValue), Parameter("duration", .number),
                Parameter("startVelocity", .optional(.keyframeValue)),
                Parameter("endVelocity", .optional(.keyframeValue)),
            ]) { _, call in
                let start = call.value(2) == .none ? nil : call.value(2)
                let end = call.value(3) == .none ? nil : call.value(3)
                return .keyframe(
                    KeyframeValue(
                        kind: .cubic(startVelocity: start, endVelocity: end), value: call.value(0),
                        duration: try call.number(1)))
            }
        ],
        .springKeyframe: [
            Overload([
                Parameter(nil, .keyframeValue), Parameter("duration", .optional(.number)),
                Parameter("spring", .spring, default: .value(.spring(Spring()))),
                Parameter("startVelocity", .optional(.keyframeValue)),
            ]) { _, call in
                let start = call.value(3) == .none ? nil : call.value(3)
                return .keyframe(
                    KeyframeValue(
                        kind: .spring(try call.spring(2), startVelocity: start), value: call.value(0),
                        duration: try call.optional(1) { $0.number }))
            }
        ],
        .moveKeyframe: [
            Overload([Parameter(nil, .keyframeValue)]) { _, call in
                .keyframe(KeyframeValue(kind: .move, value: call.value(0), duration: 0))
            }
        ],
        .keyframeTrack: [
            Overload([Parameter(nil, .any), Parameter("content", .closure)]) { interpreter, call in
                guard case .keyPath(let path) = call.value(0) else {
                    throw ScriptError(
                        .argumentType(
                            label: nil, index: 1, callee: "KeyframeTrack", expected: "a key path",
                            got: call.value(0).noun), at: call.position)
                }
                return try interpreter.keyframeTrack(path: path, content: try call.callable(1), at: call.position)
            },
            Overload([Parameter("content", .closure)]) { interpreter, call in
                try interpreter.keyframeTrack(path: [], content: try call.callable(0), at: call.position)
            },
        ],
    ]
}
