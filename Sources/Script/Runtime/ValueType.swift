import Raster
import SceneGraph

/// The type a parameter, variable or context expects. It guides literals (`0` becomes a
/// `Double` where a number is expected), resolves implicit members (`.white` where a colour is
/// expected) and checks values.
indirect enum ValueType: Equatable {
    case any
    /// An argument with no effect (`displayMode:`): anything fits, and a `.name` written for it
    /// needs no type.
    case ignored
    case number
    case integer
    case bool
    case string
    case color
    /// A colour, gradient fill or `.foreground`.
    case shapeStyle
    case gradient
    case gradientStop
    case unitPoint
    case alignment
    case horizontalAlignment
    case verticalAlignment
    case font
    case fontWeight
    case animation
    case angle
    case size
    case point
    case strokeStyle
    case lineCap
    case lineJoin
    case cornerStyle
    case edgeSet
    case edgeInsets
    case deadline
    /// Seconds added to a deadline: a number or `.seconds(n)`, `.milliseconds(n)`.
    case timeInterval
    case view
    case closure
    case void
    case array(ValueType)
    case optional(ValueType)
    case tuple([ValueType])
    /// A struct or enum declared in the scene (qualified name); view structs are `.view`.
    case user(String)
    /// A shape (`Circle()`, a `Path`) before it is painted.
    case shape
    case rect
    case fillStyle
    case textAlignment
    case contentMode
    case blendMode
    /// A colour named as a `UIColor` (`Color(.systemBlue)`).
    case uiColor
    /// `.local`, `.global` in `geometry.frame(in:)`.
    case coordinateSpace
    case transition
    case spring
    case unitCurve
    /// A keyframe's value: a number, angle, point, size or unit point — whatever the track's
    /// part of the animated value is (implicit members are looked up in that type).
    case keyframeValue

    /// "a number", "a colour": how messages name what is expected.
    var noun: String {
        switch self {
        case .any, .ignored: "a value"
        case .number: "a number"
        case .integer: "an integer"
        case .bool: "a Boolean"
        case .string: "a string"
        case .color: "a colour"
        case .shapeStyle: "a colour or gradient"
        case .gradient: "a gradient"
        case .gradientStop: "a gradient stop"
        case .unitPoint: "a unit point"
        case .alignment: "an alignment"
        case .horizontalAlignment: "a horizontal alignment"
        case .verticalAlignment: "a vertical alignment"
        case .font: "a font"
        case .fontWeight: "a font weight"
        case .animation: "an animation"
        case .angle: "an angle"
        case .size: "a size"
        case .point: "a point"
        case .strokeStyle: "a stroke style"
        case .lineCap: "a line cap"
        case .lineJoin: "a line join"
        case .cornerStyle: "a corner style"
        case .edgeSet: "a set of edges"
        case .edgeInsets: "edge insets"
        case .deadline: "a deadline"
        case .timeInterval: "a time interval"
        case .view: "a view"
        case .closure: "a closure"
        case .void: "nothing"
        case .array(let element): "an array of \(element.pluralNoun)"
        case .optional(let wrapped): wrapped.noun
        case .tuple(let elements): "a tuple of \(elements.count) elements"
        case .user(let name): "a value of type '\(name)'"
        case .shape: "a shape"
        case .rect: "a rectangle"
        case .fillStyle: "a fill style"
        case .textAlignment: "a text alignment"
        case .contentMode: "a content mode"
        case .blendMode: "a blend mode"
        case .uiColor: "a colour"
        case .coordinateSpace: "a coordinate space"
        case .transition: "a transition"
        case .spring: "a spring"
        case .unitCurve: "a unit curve"
        case .keyframeValue: "a number, angle, point or size"
        }
    }

    private var pluralNoun: String {
        switch self {
        case .color: "colours"
        case .number: "numbers"
        case .gradientStop: "gradient stops"
        default: "values"
        }
    }

    /// The Swift type name, for "type 'Color' has no member …".
    var typeName: String {
        switch self {
        case .any, .ignored: "Any"
        case .number: "Double"
        case .integer: "Int"
        case .bool: "Bool"
        case .string: "String"
        case .color: "Color"
        case .shapeStyle: "ShapeStyle"
        case .gradient: "Gradient"
        case .gradientStop: "Gradient.Stop"
        case .unitPoint: "UnitPoint"
        case .alignment: "Alignment"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .font: "Font"
        case .fontWeight: "Font.Weight"
        case .animation: "Animation"
        case .angle: "Angle"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .strokeStyle: "StrokeStyle"
        case .lineCap: "CGLineCap"
        case .lineJoin: "CGLineJoin"
        case .cornerStyle: "RoundedCornerStyle"
        case .edgeSet: "Edge.Set"
        case .edgeInsets: "EdgeInsets"
        case .deadline: "DispatchTime"
        case .timeInterval: "DispatchTimeInterval"
        case .view: "View"
        case .closure: "closure"
        case .void: "Void"
        case .array(let element): "[\(element.typeName)]"
        case .optional(let wrapped): wrapped.typeName + "?"
        case .tuple(let elements): "(" + elements.map(\.typeName).joined(separator: ", ") + ")"
        case .user(let name): name
        case .shape: "Shape"
        case .rect: "CGRect"
        case .fillStyle: "FillStyle"
        case .textAlignment: "TextAlignment"
        case .contentMode: "ContentMode"
        case .blendMode: "BlendMode"
        case .uiColor: "UIColor"
        case .coordinateSpace: "CoordinateSpace"
        case .transition: "AnyTransition"
        case .spring: "Spring"
        case .unitCurve: "UnitCurve"
        case .keyframeValue: "Double"
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type inside an optional (or the type itself).
    var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// True when a closure can be passed (trailing closures look for such a parameter).
    var acceptsClosure: Bool { unwrapped == .closure }

    /// The built-in types whose static members `.name` may refer to in this context.
    var memberScopes: [BuiltinType] {
        switch unwrapped {
        case .number: [.double]
        case .integer: [.int]
        case .color: [.color]
        case .shapeStyle: [.shapeStyle, .color]
        case .gradient: [.gradient]
        case .gradientStop: [.gradientStop]
        case .unitPoint: [.unitPoint]
        case .alignment: [.alignment]
        case .horizontalAlignment: [.horizontalAlignment]
        case .verticalAlignment: [.verticalAlignment]
        case .font: [.font]
        case .fontWeight: [.fontWeight]
        case .animation: [.animation]
        case .angle: [.angle]
        case .size: [.size]
        case .point: [.point]
        case .strokeStyle: [.strokeStyle]
        case .lineCap: [.lineCap]
        case .lineJoin: [.lineJoin]
        case .cornerStyle: [.cornerStyle]
        case .edgeSet: [.edgeSet]
        case .edgeInsets: [.edgeInsets]
        case .deadline: [.dispatchTime]
        case .timeInterval: [.dispatchTimeInterval]
        case .rect: [.rect]
        case .fillStyle: [.fillStyle]
        case .textAlignment: [.textAlignment]
        case .contentMode: [.contentMode]
        case .blendMode: [.blendMode]
        case .uiColor: [.uiColor]
        case .coordinateSpace: [.coordinateSpace]
        case .transition: [.anyTransition]
        case .spring: [.spring]
        case .unitCurve: [.unitCurve]
        default: []
        }
    }

    /// The value converted to this type (integers widen to numbers, shapes and colours become
    /// views), or nil when it does not fit.
    func coerce(_ value: Value) -> Value? {
        switch (self, value) {
        case (.any, _), (.ignored, _): return value
        case (.optional, .none): return value
        case (.optional(let wrapped), _): return wrapped.coerce(value)
        case (.number, .int(let i)): return .double(Double(i))
        case (.number, .double), (.timeInterval, .double): return value
        case (.timeInterval, .int(let i)): return .double(Double(i))
        case (.integer, .int), (.bool, .bool), (.string, .string), (.color, .color): return value
        case (.shapeStyle, .color), (.shapeStyle, .style): return value
        case (.gradient, .gradient), (.gradientStop, .gradientStop), (.unitPoint, .unitPoint): return value
        case (.alignment, .alignment), (.horizontalAlignment, .horizontalAlignment): return value
        case (.verticalAlignment, .verticalAlignment), (.font, .font), (.fontWeight, .fontWeight): return value
        case (.animation, .animation), (.angle, .angle), (.size, .size), (.point, .point): return value
        case (.strokeStyle, .strokeStyle), (.lineCap, .lineCap), (.lineJoin, .lineJoin): return value
        case (.cornerStyle, .cornerStyle), (.edgeSet, .edges), (.edgeInsets, .edgeInsets): return value
        case (.deadline, .deadline), (.void, .void): return value
        case (.closure, .closure), (.closure, .function), (.closure, .noop): return value
        case (.shape, .shape), (.shape, .path), (.rect, .rect), (.fillStyle, .fillStyle): return value
        case (.textAlignment, .textAlignment), (.contentMode, .contentMode), (.blendMode, .blendMode): return value
        case (.uiColor, .color), (.coordinateSpace, .string): return value
        case (.transition, .transition), (.spring, .spring), (.unitCurve, .unitCurve): return value
        case (.keyframeValue, .int(let i)): return .double(Double(i))
        case (.keyframeValue, .double), (.keyframeValue, .angle), (.keyframeValue, .point): return value
        case (.keyframeValue, .size), (.keyframeValue, .unitPoint): return value
        case (.user(let name), .record(let record)) where record.type == name: return value
        case (.user(let name), .enumCase(let enumCase)) where enumCase.type == name: return value
        case (.user, .unresolvedMember): return value
        case (.tuple(let types), .tuple(let tuple)) where types.count == tuple.elements.count:
            var converted = tuple
            for (i, type) in types.enumerated() {
                guard let c = type.coerce(tuple.elements[i]) else { return nil }
                converted.elements[i] = c
            }
            return .tuple(converted)
        case (.view, _): return Self.view(from: value).map(Value.view)
        case (.array(let element), .array(let items)):
            var converted: [Value] = []
            for item in items {
                guard let c = element.coerce(item) else { return nil }
                converted.append(c)
            }
            return .array(converted)
        default: return nil
        }
    }

    /// A view for a view-like value: a view, a shape (filled with the foreground style), a
    /// colour or gradient (a filled rectangle).
    static func view(from value: Value) -> ViewValue? {
        switch value {
        case .view(let view): view
        case .shape(let shape): ViewValue(view: .shape(shape.shape))
        case .path(let path): ViewValue(view: .shape(ShapeView(kind: .path(path))))
        case .color(let color):
            ViewValue(view: .shape(ShapeView(kind: .rectangle, drawing: .fill(.color(color), rule: .nonZero))))
        case .style(let style) where style != .foreground:
            ViewValue(view: .shape(ShapeView(kind: .rectangle, drawing: .fill(style, rule: .nonZero))))
        default: nil
        }
    }

    /// The type a freshly computed value has, for variables declared without a type.
    static func of(_ value: Value) -> ValueType {
        switch value {
        case .int: .integer
        case .double: .number
        case .bool: .bool
        case .string: .string
        case .color: .color
        case .gradient: .gradient
        case .style: .shapeStyle
        case .unitPoint: .unitPoint
        case .alignment: .alignment
        case .font: .font
        case .fontWeight: .fontWeight
        case .animation: .animation
        case .angle: .angle
        case .size: .size
        case .point: .point
        case .strokeStyle: .strokeStyle
        case .edgeInsets: .edgeInsets
        case .rect: .rect
        case .tuple(let tuple): .tuple(tuple.elements.map(ValueType.of))
        case .record(let record): .user(record.type)
        case .enumCase(let value): .user(value.type)
        case .path: .shape
        case .fillStyle: .fillStyle
        case .textAlignment: .textAlignment
        case .contentMode: .contentMode
        case .blendMode: .blendMode
        case .transition: .transition
        case .spring: .spring
        case .unitCurve: .unitCurve
        default: .any
        }
    }
}
