/// What a built-in accepts for a number argument beyond being finite, which every number
/// given to a built-in must be (DESIGN.md §7: infinity or NaN reaching a size, offset or colour
/// is an error at the argument that carries it).
///
/// Negative sizes, radii, widths and durations are errors where SwiftUI warns about them or
/// their meaning is undefined (`Invalid frame dimension (negative or non-finite)`); offsets,
/// padding, spacing and scales may be negative, as in SwiftUI.
struct ArgumentRule: Equatable {
    /// Infinity is allowed (`frame(maxWidth: .infinity)`).
    var allowsInfinity = false
    /// The least value allowed, and whether it may be reached.
    var minimum: Double?
    var includesMinimum = true
    /// The limit the value may not exceed, if any.
    var maximum: Maximum?

    /// A limit taken from `EvaluationLimits`.
    enum Maximum: Equatable {
        case fontSize
        case blurRadius
    }

    static let nonNegative = ArgumentRule(minimum: 0)
    static let positive = ArgumentRule(minimum: 0, includesMinimum: false)
    static let maximumLength = ArgumentRule(allowsInfinity: true, minimum: 0)
    static let blurRadius = ArgumentRule(minimum: 0, maximum: .blurRadius)
    static let fontSize = ArgumentRule(minimum: 0, maximum: .fontSize)

    /// The rule for the parameter `label` (nil when unlabelled) of the built-in `callee`.
    static func rule(callee: String, label: String?) -> ArgumentRule? {
        if let label, let rule = byLabel[label] { return rule }
        return byCallee[callee]?[label ?? "_"]
    }

    /// Parameters whose label alone decides: every animation's duration, whatever its curve.
    private static let byLabel: [String: ArgumentRule] = [
        "duration": .nonNegative, "response": .nonNegative, "blendDuration": .nonNegative,
    ]

    /// Parameters by callee, then label ("_" when unlabelled).
    private static let byCallee: [String: [String: ArgumentRule]] = [
        "frame": [
            "width": .nonNegative, "height": .nonNegative, "minWidth": .nonNegative, "idealWidth": .nonNegative,
            "minHeight": .nonNegative, "idealHeight": .nonNegative, "maxWidth": .maximumLength,
            "maxHeight": .maximumLength,
        ],
        "blur": ["radius": .blurRadius],
        "shadow": ["radius": .blurRadius],
        "system": ["size": .fontSize],
        "stroke": ["lineWidth": .nonNegative],
        "strokeBorder": ["lineWidth": .nonNegative],
        "border": ["width": .nonNegative],
        "StrokeStyle": ["lineWidth": .nonNegative, "miterLimit": .nonNegative, "dash": .nonNegative],
        "Spacer": ["minLength": .nonNegative],
        "RoundedRectangle": ["cornerRadius": .nonNegative],
        "cornerRadius": ["_": .nonNegative],
        "lineLimit": ["_": .nonNegative],
        "delay": ["_": .nonNegative],
        "speed": ["_": .positive],
        "repeatCount": ["_": .nonNegative],
    ]
}
