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
    /// `(a, b)` or `(x: a, y: b)`.
    case tuple(TupleValue)
    /// A value of a plain (non-view) struct declared in the scene.
    case record(RecordValue)
    /// A case of an enum declared in the scene.
    case enumCase(EnumCaseValue)
    /// A struct or enum declared in the scene, used as a value: `Badge` in `Badge.rotationCount`.
    case userType(String)
    /// A `Path` being built (it becomes a shape when used as a view).
    case path(Path)
    /// The `GeometryProxy` a `GeometryReader` passes to its content: the size it was given.
    case geometry(Size)
    /// `\.self`, `\.id`: member names.
    case keyPath([String])
    /// `FillStyle(eoFill:)`.
    case fillStyle(FillRule)
    case textAlignment(TextAlignment)
    case contentMode(ContentMode)
    case blendMode(BlendMode)
    /// A callable that does nothing (`dismiss` from `@Environment(\.dismiss)`).
    case noop
    /// `.name` written where no type could be inferred (a `.tag(.home)` before its TabView is
    /// known); compared by name with enum cases.
    case unresolvedMember(String)
    /// `AnyTransition`: how a view enters and leaves.
    case transition(Transition)
    /// `Spring`: a spring's parameters (for `SpringKeyframe` and `.spring(_:)`).
    case spring(Spring)
    /// `UnitCurve`: the timing curve of a `LinearKeyframe`.
    case unitCurve(TimingCurve)
    /// `LinearKeyframe(…)`, `CubicKeyframe(…)`, `SpringKeyframe(…)`, `MoveKeyframe(…)`.
    case keyframe(KeyframeValue)
    /// `KeyframeTrack(\.path) { … }`.
    case keyframeTrack(KeyframeTrackValue)

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
        case .tuple: "a tuple"
        case .record(let record): "a value of type '\(record.type)'"
        case .enumCase(let value): "a value of type '\(value.type)'"
        case .userType(let name): "the type '\(name)'"
        case .path: "a path"
        case .geometry: "a geometry proxy"
        case .keyPath: "a key path"
        case .fillStyle: "a fill style"
        case .textAlignment: "a text alignment"
        case .contentMode: "a content mode"
        case .blendMode: "a blend mode"
        case .noop: "a function"
        case .unresolvedMember(let name): "'.\(name)'"
        case .transition: "a transition"
        case .spring: "a spring"
        case .unitCurve: "a unit curve"
        case .keyframe: "a keyframe"
        case .keyframeTrack: "a keyframe track"
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
        case .tuple: "tuple"
        case .record(let record): record.type
        case .enumCase(let value): value.type
        case .userType(let name): name
        case .path: "Path"
        case .geometry: "GeometryProxy"
        case .keyPath: "KeyPath"
        case .fillStyle: "FillStyle"
        case .textAlignment: "TextAlignment"
        case .contentMode: "ContentMode"
        case .blendMode: "BlendMode"
        case .noop: "closure"
        case .unresolvedMember: "member"
        case .transition: "AnyTransition"
        case .spring: "Spring"
        case .unitCurve: "UnitCurve"
        case .keyframe(let keyframe): keyframe.typeName
        case .keyframeTrack: "KeyframeTrack"
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
    /// A shape, or a path (which is a shape once built).
    var asShape: ShapeValue? {
        switch self {
        case .shape(let s): s
        case .path(let p): ShapeValue(shape: ShapeView(kind: .path(p)))
        default: nil
        }
    }

    /// True for values that can stand in a view builder or take view modifiers.
    var isViewLike: Bool {
        switch self {
        case .view, .shape, .color, .path: true
        case .style(let style): style != .foreground
        default: false
        }
    }
}
