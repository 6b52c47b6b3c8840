import Geometry
import SceneGraph

/// The view and shape modifiers: name → overloads → the value they build. Adding a modifier
/// is one entry here.
enum ModifierCatalog {
    static let modifiers: [String: [Overload]] = shapeModifiers.merging(viewModifiers) { first, _ in first }

    static let names: [String] = modifiers.keys.sorted()

    /// SwiftUI modifiers the interpreter knows of but cannot apply yet.
    static let unsupported: Set<String> = [
        "blur", "shadow", "rotationEffect", "scaleEffect", "rotation3DEffect", "background", "overlay", "mask",
        "clipShape", "clipped", "cornerRadius", "position", "animation", "transition", "aspectRatio", "scaledToFit",
        "scaledToFill", "ignoresSafeArea", "edgesIgnoringSafeArea", "zIndex", "blendMode", "compositingGroup",
        "luminanceToAlpha", "brightness", "contrast", "saturation", "hueRotation", "grayscale", "italic",
        "underline", "strikethrough", "kerning", "tracking", "lineLimit", "multilineTextAlignment", "lineSpacing",
        "onTapGesture", "gesture", "onDisappear", "onChange", "task", "id", "tag", "navigationTitle", "toolbar",
        "disabled", "allowsHitTesting", "contentShape", "drawingGroup", "fixedSize", "layoutPriority",
        "alignmentGuide", "accentColor", "tint", "symbolRenderingMode", "imageScale", "environment", "sheet",
        "alert", "keyframeAnimator", "phaseAnimator", "matchedGeometryEffect", "contentTransition", "redacted",
        "monospacedDigit", "textCase", "minimumScaleFactor", "truncationMode", "interpolation", "renderingMode",
        "antialiased", "border", "containerRelativeFrame", "safeAreaInset", "transformEffect", "projectionEffect",
    ]

    // MARK: - Shapes

    private static let shapeModifiers: [String: [Overload]] = [
        "trim": [
            shapeModifier([
                Parameter("from", .number, default: .value(.double(0))),
                Parameter("to", .number, default: .value(.double(1))),
            ]) { shape, call in
                let from = min(1, max(0, try call.number(0)))
                let to = min(1, max(0, try call.number(1)))
                // Trimming a trimmed shape trims the remaining part of the path.
                let start = shape.shape.trimFrom
                let span = shape.shape.trimTo - start
                shape.shape.trimFrom = start + from * span
                shape.shape.trimTo = start + to * span
            }
        ],
        "stroke": strokeOverloads { .stroke($0, $1) },
        "strokeBorder": strokeOverloads { .strokeBorder($0, $1) },
        "fill": [
            shapeModifier([Parameter(nil, .shapeStyle, default: .value(.style(.foreground)))], paints: true) {
                shape, call in
                shape.shape.drawing = .fill(try call.shapeStyle(0), rule: .nonZero)
            }
        ],
    ]

    /// `.stroke(content, lineWidth:)`, `.stroke(content, style:)`, `.stroke(lineWidth:)`,
    /// `.stroke(style:)`, and the same for `strokeBorder`.
    private static func strokeOverloads(_ drawing: @escaping (ShapeStyle, StrokeStyle) -> ShapeDrawing) -> [Overload] {
        let width = Parameter("lineWidth", .number, default: .value(.double(1)))
        let style = Parameter("style", .strokeStyle)
        let content = Parameter(nil, .shapeStyle)
        return [
            shapeModifier([content, width], paints: true) { shape, call in
                shape.shape.drawing = drawing(try call.shapeStyle(0), StrokeStyle(lineWidth: try call.number(1)))
            },
            shapeModifier([content, style], paints: true) { shape, call in
                shape.shape.drawing = drawing(try call.shapeStyle(0), try call.strokeStyle(1))
            },
            shapeModifier([width], paints: true) { shape, call in
                shape.shape.drawing = drawing(.foreground, StrokeStyle(lineWidth: try call.number(0)))
            },
            shapeModifier([style], paints: true) { shape, call in
                shape.shape.drawing = drawing(.foreground, try call.strokeStyle(0))
            },
        ]
    }

    /// A modifier that only shapes take, before they are painted.
    private static func shapeModifier(
        _ parameters: [Parameter], paints: Bool = false,
        _ apply: @escaping (inout ShapeValue, Invocation) throws -> Void
    ) -> Overload {
        Overload(parameters) { _, call in
            guard var shape = call.receiver.asShape else {
                throw ScriptError(.needsShape(call.name), at: call.position)
            }
            if let painter = shape.paintedBy {
                throw ScriptError(.shapeModifierOrder(call.name, after: painter), at: call.position)
            }
            try apply(&shape, call)
            if paints { shape.paintedBy = call.name }
            return .shape(shape)
        }
    }

    // MARK: - Views

    private static let viewModifiers: [String: [Overload]] = [
        "frame": [
            modifier([
                Parameter("width", .optional(.number)), Parameter("height", .optional(.number)),
                Parameter("alignment", .alignment, default: .value(.alignment(.center))),
            ]) { call in
                .frame(
                    width: try call.optional(0) { $0.number }, height: try call.optional(1) { $0.number },
                    alignment: try call.alignment(2))
            }
        ],
        "offset": [
            modifier([
                Parameter("x", .number, default: .value(.double(0))),
                Parameter("y", .number, default: .value(.double(0))),
            ]) { call in .offset(x: try call.number(0), y: try call.number(1)) },
            modifier([Parameter(nil, .size)]) { call in
                let size = try call.size(0)
                return .offset(x: size.width, y: size.height)
            },
        ],
        "padding": [
            modifier([Parameter(nil, .number)]) { call in
                let length = try call.number(0)
                return .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
            },
            modifier([Parameter(nil, .edgeSet, default: .value(.edges(.all))), Parameter(nil, .optional(.number))]) {
                call in
                let edges = try call.edges(0)
                let length = try call.optional(1) { $0.number } ?? defaultPadding
                return .padding(
                    EdgeInsets(
                        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
            },
            modifier([Parameter(nil, .edgeInsets)]) { call in .padding(try call.edgeInsets(0)) },
        ],
        "foregroundColor": [
            modifier([Parameter(nil, .optional(.color))]) { call in
                try call.optional(0) { $0.asColor }.map(Modifier.foregroundColor)
            }
        ],
        "foregroundStyle": [modifier([Parameter(nil, .color)]) { call in .foregroundColor(try call.color(0)) }],
        "colorMultiply": [modifier([Parameter(nil, .color)]) { call in .colorMultiply(try call.color(0)) }],
        "opacity": [modifier([Parameter(nil, .number)]) { call in .opacity(try call.number(0)) }],
        "font": [
            modifier([Parameter(nil, .optional(.font))]) { call in try call.optional(0) { $0.asFont }.map(Modifier.font)
            }
        ],
        "bold": [
            modifier([Parameter(nil, .bool, default: .value(.bool(true)))]) { call in
                try call.bool(0) ? .fontWeight(.bold) : nil
            }
        ],
        "fontWeight": [
            modifier([Parameter(nil, .optional(.fontWeight))]) { call in
                try call.optional(0) { if case .fontWeight(let w) = $0 { w } else { nil } }.map(Modifier.fontWeight)
            }
        ],
        "onAppear": [
            Overload([Parameter("perform", .optional(.closure))]) { _, call in
                var view = try receiverView(call)
                if call.value(0) != .none { view.ownActions.append(try call.callable(0)) }
                return .view(view)
            }
        ],
        "resizable": [
            Overload([]) { _, call in
                guard case .view(var view) = call.receiver, case .image(var image) = view.view else {
                    throw ScriptError(.needsImage(call.name), at: call.position)
                }
                image.isResizable = true
                view.view = .image(image)
                return .view(view)
            }
        ],
    ]

    /// SwiftUI's default padding, in points (DESIGN.md §6).
    private static let defaultPadding = 16.0

    /// A modifier that wraps any view (shapes and colours become views first); a nil result
    /// leaves the view unchanged (`.foregroundColor(nil)`, `.bold(false)`).
    private static func modifier(_ parameters: [Parameter], _ make: @escaping (Invocation) throws -> Modifier?)
        -> Overload
    {
        Overload(parameters) { _, call in
            let view = try receiverView(call)
            guard let modifier = try make(call) else { return .view(view) }
            return .view(view.modified(modifier))
        }
    }

    private static func receiverView(_ call: Invocation) throws -> ViewValue {
        guard let view = ValueType.view(from: call.receiver) else {
            throw ScriptError(.notAView(call.receiver.noun), at: call.position)
        }
        return view
    }
}
