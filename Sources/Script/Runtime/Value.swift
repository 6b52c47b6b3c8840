import Geometry
import Raster
import SceneGraph
import Timeline

/// A value computed by the interpreter.
///
/// `indirect` keeps a value pointer-sized. Evaluation recursion holds many values on the stack;
/// with inline payloads (176 bytes) a debug build needed ~25 KB per nesting level, boxed ~6.5 KB.
indirect enum Value: Equatable {
    case void
    /// `nil`.
    case none
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case color(Color)
    case gradient(Gradient)
    case gradientStop(Gradient.Stop)
    /// A gradient fill (`LinearGradient(…)`) or `.foreground`.
    case style(ShapeStyle)
    case unitPoint(UnitPoint)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case font(Font)
    case fontWeight(Font.Weight)
    case animation(Animation)
    case angle(Angle)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case strokeStyle(StrokeStyle)
    case lineCap(StrokeStyle.LineCap)
    case lineJoin(StrokeStyle.LineJoin)
    case cornerStyle(RoundedCornerStyle)
    case edges(EdgeSet)
    case edgeInsets(EdgeInsets)
    /// A `DispatchTime`: seconds on the scene clock.
    case deadline(Double)
    case array([Value])
    /// `lower..<upper` (a closed range is stored half-open).
    case range(Int, Int)
    /// A shape that can still take shape modifiers (`trim`, `stroke`, `fill`).
    case shape(ShapeValue)
    case view(ViewValue)
    case closure(ClosureValue)
    case function(BoundFunction)
    /// A built-in type used as a value: `Color` in `Color.red`.
    case type(BuiltinType)
    /// `UIScreen.main`.
    case screen
    /// `DispatchQueue.main`.
    case mainQueue
    /// `self` inside a view struct.
    case instance(Instance)

    /// How messages name a value of this kind: "a number", "a string".
    var noun: String {
        switch self {
        case .void: "nothing"
        case .none: "nil"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a Boolean"
        case .string: "a string"
        case .color: "a colour"
        case .gradient: "a gradient"
        case .gradientStop: "a gradient stop"
        case .style(let style): style == .foreground ? "a shape style" : "a gradient fill"
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
        case .rect: "a rectangle"
        case .strokeStyle: "a stroke style"
        case .lineCap: "a line cap"
        case .lineJoin: "a line join"
        case .cornerStyle: "a corner style"
        case .edges: "a set of edges"
        case .edgeInsets: "edge insets"
        case .deadline: "a deadline"
        case .array: "an array"
        case .range: "a range"
        case .shape: "a shape"
        case .view, .instance: "a view"
        case .closure: "a closure"
        case .function: "a function"
        case .type(let type): "the type '\(type.name)'"
        case .screen: "a screen"
        case .mainQueue: "a dispatch queue"
        }
    }

    /// The Swift type name, for "type 'Color' has no member …".
    var typeName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .color: "Color"
        case .gradient: "Gradient"
        case .gradientStop: "Gradient.Stop"
        case .style: "ShapeStyle"
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
        case .rect: "CGRect"
        case .strokeStyle: "StrokeStyle"
        case .lineCap: "CGLineCap"
        case .lineJoin: "CGLineJoin"
        case .cornerStyle: "RoundedCornerStyle"
        case .edges: "Edge.Set"
        case .edgeInsets: "EdgeInsets"
        case .deadline: "DispatchTime"
        case .array: "Array"
        case .range: "Range"
        case .shape: "Shape"
        case .view: "View"
        case .instance(let instance): instance.declaration.name.text
        case .closure, .function: "closure"
        case .type(let type): type.name
        case .screen: "UIScreen"
        case .mainQueue: "DispatchQueue"
        case .void: "Void"
        case .none: "Optional"
        }
    }

    /// The number as a `Double` (integers convert), or nil.
    var number: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    var asColor: Color? { if case .color(let c) = self { c } else { nil } }
    var asFont: Font? { if case .font(let f) = self { f } else { nil } }
    var asAnimation: Animation? { if case .animation(let a) = self { a } else { nil } }
    var asString: String? { if case .string(let s) = self { s } else { nil } }
    var asShape: ShapeValue? { if case .shape(let s) = self { s } else { nil } }

    /// True for values that can stand in a view builder or take view modifiers.
    var isViewLike: Bool {
        switch self {
        case .view, .shape, .color: true
        case .style(let style): style != .foreground
        default: false
        }
    }
}
