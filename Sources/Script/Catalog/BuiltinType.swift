/// The built-in SwiftUI, CoreGraphics and Foundation types a scene can name.
enum BuiltinType: String, CaseIterable {
    case color = "Color"
    case shapeStyle = "ShapeStyle"
    case font = "Font"
    case fontWeight = "Font.Weight"
    case animation = "Animation"
    case angle = "Angle"
    case unitPoint = "UnitPoint"
    case alignment = "Alignment"
    case horizontalAlignment = "HorizontalAlignment"
    case verticalAlignment = "VerticalAlignment"
    case gradient = "Gradient"
    case gradientStop = "Gradient.Stop"
    case linearGradient = "LinearGradient"
    case radialGradient = "RadialGradient"
    case angularGradient = "AngularGradient"
    case strokeStyle = "StrokeStyle"
    case lineCap = "CGLineCap"
    case lineJoin = "CGLineJoin"
    case size = "CGSize"
    case point = "CGPoint"
    case double = "Double"
    case int = "Int"
    case bool = "Bool"
    case string = "String"
    case edgeInsets = "EdgeInsets"
    case edge = "Edge"
    case edgeSet = "Edge.Set"
    case cornerStyle = "RoundedCornerStyle"
    case screen = "UIScreen"
    case dispatchQueue = "DispatchQueue"
    case dispatchTime = "DispatchTime"
    case dispatchTimeInterval = "DispatchTimeInterval"
    case uiColor = "UIColor"
    case rect = "CGRect"
    case fillStyle = "FillStyle"
    case ellipticalGradient = "EllipticalGradient"
    case textAlignment = "TextAlignment"
    case contentMode = "ContentMode"
    case blendMode = "BlendMode"
    case coordinateSpace = "CoordinateSpace"
    case binding = "Binding"
    case uuid = "UUID"
    case anyTransition = "AnyTransition"
    case spring = "Spring"
    case unitCurve = "UnitCurve"
    case linearKeyframe = "LinearKeyframe"
    case cubicKeyframe = "CubicKeyframe"
    case springKeyframe = "SpringKeyframe"
    case moveKeyframe = "MoveKeyframe"
    case keyframeTrack = "KeyframeTrack"

    /// The type for a name written in a scene (`CGFloat` is `Double`), or nil.
    init?(name: String) {
        if let type = BuiltinType(rawValue: name), !name.contains(".") {
            self = type
        } else if let type = Self.aliases[name] {
            self = type
        } else {
            return nil
        }
    }

    private static let aliases: [String: BuiltinType] = [
        "CGFloat": .double, "Float": .double, "TimeInterval": .double,
    ]

    var name: String { rawValue }

    /// Names usable as identifiers, for suggestions.
    static let names: [String] =
        allCases.map(\.rawValue).filter { !$0.contains(".") } + aliases.keys.sorted()
}
