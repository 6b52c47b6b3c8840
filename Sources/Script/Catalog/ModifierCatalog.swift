import Geometry
import Raster
import SceneGraph

/// The view and shape modifiers: name → overloads → the value they build. Adding a modifier
/// is one entry here.
enum ModifierCatalog {
    static let modifiers: [String: [Overload]] = shapeModifiers.merging(viewModifiers) { first, _ in first }

    static let names: [String] = (Array(modifiers.keys) + Array(unevaluated.keys)).sorted()

    /// SwiftUI modifiers the interpreter knows of but cannot apply yet.
    static let unsupported: Set<String> = [
        "rotation3DEffect", "zIndex", "brightness", "contrast", "saturation",
        "hueRotation", "grayscale", "colorInvert", "italic", "underline", "strikethrough", "kerning", "tracking",
        "lineSpacing", "id", "accentColor", "tint", "symbolRenderingMode", "imageScale", "environment",
        "matchedGeometryEffect", "contentTransition", "redacted",
        "monospacedDigit", "textCase", "minimumScaleFactor", "truncationMode", "interpolation", "renderingMode",
        "antialiased", "containerRelativeFrame", "safeAreaInset", "transformEffect", "projectionEffect",
        "drawingGroup", "layoutPriority", "alignmentGuide", "navigationBarItems", "toolbarBackground",
        "listRowBackground", "listStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "labelStyle",
        "preferredColorScheme", "colorScheme", "scrollContentBackground", "presentationDetents",
    ]

    /// Modifiers with no visual effect in a rendered scene (gestures, accessibility,
    /// presentation, navigation-bar configuration): accepted without evaluating their
    /// arguments, and the view is unchanged.
    static let ignored: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onChange", "onDisappear", "onReceive", "onSubmit", "task", "refreshable", "toolbar",
        "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "buttonStyle", "contentShape",
        "disabled", "allowsHitTesting", "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover",
        "help", "keyboardShortcut", "submitLabel", "textInputAutocapitalization", "autocapitalization",
        "autocorrectionDisabled", "disableAutocorrection", "statusBar", "statusBarHidden",
        "persistentSystemOverlays", "labelsHidden", "focused", "hoverEffect", "onHover", "scrollDisabled",
        "scrollIndicators", "navigationDestination", "searchable", "swipeActions", "contextMenu",
        "privacySensitive",
    ]

    /// Modifiers applied without evaluating their arguments. Safe-area insets are 0 unless a
    /// device preset sets them, so which regions and edges `ignoresSafeArea` names does not
    /// matter yet.
    static let unevaluated: [String: Modifier] = [
        "ignoresSafeArea": .ignoresSafeArea, "edgesIgnoringSafeArea": .ignoresSafeArea,
    ]

    /// True for a modifier accepted without effect (the `ignored` set and `accessibility…`).
    static func isIgnored(_ name: String) -> Bool {
        ignored.contains(name) || name.hasPrefix("accessibility")
    }

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
            shapeModifier(
                [
                    Parameter(nil, .shapeStyle, default: .value(.style(.foreground))),
                    Parameter("style", .fillStyle, default: .value(.fillStyle(.nonZero))),
                ], paints: true
            ) { shape, call in
                shape.shape.drawing = .fill(try call.shapeStyle(0), rule: try call.fillRule(1))
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

    private static let viewModifiers: [String: [Overload]] = layoutModifiers.merging(effectModifiers) { a, _ in a }
        .merging(environmentModifiers) { a, _ in a }.merging(containerModifiers) { a, _ in a }
        .merging(animationModifiers) { a, _ in a }

    private static let center = Parameter("alignment", .alignment, default: .value(.alignment(.center)))
    private static let anchor = Parameter("anchor", .unitPoint, default: .value(.unitPoint(.center)))
    private static let content = Parameter("content", .closure)

    private static let layoutModifiers: [String: [Overload]] = [
        "frame": [
            modifier([Parameter("width", .optional(.number)), Parameter("height", .optional(.number)), center]) {
                call in
                .frame(
                    width: try call.optional(0) { $0.number }, height: try call.optional(1) { $0.number },
                    alignment: try call.alignment(2))
            },
            modifier(
                ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
                    Parameter($0, .optional(.number))
                } + [center]
            ) { call in
                let values = try (0..<6).map { i in try call.optional(i) { $0.number } }
                return .flexibleFrame(
                    FlexibleFrame(
                        minWidth: values[0], idealWidth: values[1], maxWidth: values[2], minHeight: values[3],
                        idealHeight: values[4], maxHeight: values[5], alignment: try call.alignment(6)))
            },
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
        "position": [
            modifier([
                Parameter("x", .number, default: .value(.double(0))),
                Parameter("y", .number, default: .value(.double(0))),
            ]) { call in .position(x: try call.number(0), y: try call.number(1)) },
            modifier([Parameter(nil, .point)]) { call in
                let point = try call.point(0)
                return .position(x: point.x, y: point.y)
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
        "aspectRatio": [
            modifier([Parameter(nil, .optional(.number)), Parameter("contentMode", .contentMode)]) { call in
                .aspectRatio(try call.optional(0) { $0.number }, contentMode: try call.contentMode(1))
            },
            modifier([Parameter(nil, .size), Parameter("contentMode", .contentMode)]) { call in
                let size = try call.size(0)
                return .aspectRatio(
                    size.height == 0 ? nil : size.width / size.height, contentMode: try call.contentMode(1))
            },
        ],
        "scaledToFit": [modifier([]) { _ in .aspectRatio(nil, contentMode: .fit) }],
        "scaledToFill": [modifier([]) { _ in .aspectRatio(nil, contentMode: .fill) }],
        "fixedSize": [
            modifier([]) { _ in .fixedSize(horizontal: true, vertical: true) },
            modifier([Parameter("horizontal", .bool), Parameter("vertical", .bool)]) { call in
                .fixedSize(horizontal: try call.bool(0), vertical: try call.bool(1))
            },
        ],
        "rotationEffect": [
            modifier([Parameter(nil, .angle), anchor]) { call in
                .rotationEffect(try call.angle(0), anchor: try call.unitPoint(1))
            }
        ],
        "scaleEffect": [
            modifier([Parameter(nil, .number), anchor]) { call in
                let scale = try call.number(0)
                return .scaleEffect(x: scale, y: scale, anchor: try call.unitPoint(1))
            },
            modifier([Parameter(nil, .size), anchor]) { call in
                let size = try call.size(0)
                return .scaleEffect(x: size.width, y: size.height, anchor: try call.unitPoint(1))
            },
            modifier([
                Parameter("x", .number, default: .value(.double(1))),
                Parameter("y", .number, default: .value(.double(1))),
                anchor,
            ]) { call in .scaleEffect(x: try call.number(0), y: try call.number(1), anchor: try call.unitPoint(2)) },
        ],
    ]

    private static let environmentModifiers: [String: [Overload]] = [
        "foregroundColor": [
            modifier([Parameter(nil, .optional(.color))]) { call in
                try call.optional(0) { $0.asColor }.map(Modifier.foregroundColor)
            }
        ],
        "foregroundStyle": [
            modifier([Parameter(nil, .shapeStyle)]) { call in
                let style = try call.shapeStyle(0)
                if case .color(let color) = style { return .foregroundColor(color) }
                return .foregroundStyle(style)
            }
        ],
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
        "multilineTextAlignment": [
            modifier([Parameter(nil, .textAlignment)]) { call in .multilineTextAlignment(try call.textAlignment(0)) }
        ],
        "lineLimit": [
            modifier([Parameter(nil, .optional(.integer))]) { call in
                .lineLimit(try call.optional(0) { if case .int(let i) = $0 { i } else { nil } })
            }
        ],
    ]

    private static let effectModifiers: [String: [Overload]] = [
        "colorMultiply": [modifier([Parameter(nil, .color)]) { call in .colorMultiply(try call.color(0)) }],
        "opacity": [modifier([Parameter(nil, .number)]) { call in .opacity(try call.number(0)) }],
        "blur": [
            modifier([Parameter("radius", .number), Parameter("opaque", .bool, default: .value(.bool(false)))]) {
                call in .blur(radius: try call.number(0))
            }
        ],
        "shadow": [
            modifier([
                Parameter("color", .color, default: .value(.color(defaultShadowColor))), Parameter("radius", .number),
                Parameter("x", .number, default: .value(.double(0))),
                Parameter("y", .number, default: .value(.double(0))),
            ]) { call in
                .shadow(
                    color: try call.color(0), radius: try call.number(1), x: try call.number(2), y: try call.number(3))
            }
        ],
        "compositingGroup": [modifier([]) { _ in .compositingGroup }],
        "luminanceToAlpha": [modifier([]) { _ in .luminanceToAlpha }],
        "mask": viewArgumentOverloads { .mask($0, alignment: $1) },
        "inverseMask": viewArgumentOverloads { .inverseMask($0, alignment: $1) },
        "clipShape": [
            modifier([Parameter(nil, .shape), Parameter("style", .fillStyle, default: .value(.fillStyle(.nonZero)))]) {
                call in .clipShape(try call.shape(0).kind, rule: try call.fillRule(1))
            }
        ],
        "clipped": [
            modifier([Parameter("antialiased", .bool, default: .value(.bool(true)))]) { _ in .clipped }
        ],
        "cornerRadius": [
            modifier([Parameter(nil, .number), Parameter("antialiased", .bool, default: .value(.bool(true)))]) {
                call in .cornerRadius(try call.number(0))
            }
        ],
        "blendMode": [modifier([Parameter(nil, .blendMode)]) { call in .blendMode(try call.blendMode(0)) }],
        "border": [
            modifier([Parameter(nil, .shapeStyle), Parameter("width", .number, default: .value(.double(1)))]) { call in
                // `border` draws inside the frame: a stroked border rectangle on top.
                let border = ShapeView(
                    kind: .rectangle,
                    drawing: .strokeBorder(try call.shapeStyle(0), StrokeStyle(lineWidth: try call.number(1))))
                return .overlay(.shape(border), alignment: .center)
            }
        ],
    ]

    /// Modifiers whose argument is another view: `overlay`, `background`.
    private static let containerModifiers: [String: [Overload]] = [
        "overlay": viewArgumentOverloads { .overlay($0, alignment: $1) }
            + styleArgumentOverload { .overlay($0, alignment: .center) },
        "background": viewArgumentOverloads { .background($0, alignment: $1) }
            + styleArgumentOverload { .background($0, alignment: .center) },
        "onAppear": [
            Overload([Parameter("perform", .optional(.closure))]) { _, call in
                var view = try receiverView(call)
                if call.value(0) != .none { view.ownActions.append(try call.callable(0)) }
                return .view(view)
            }
        ],
        "resizable": [
            Overload([
                Parameter("capInsets", .edgeInsets, default: .value(.edgeInsets(EdgeInsets()))),
                Parameter("resizingMode", .ignored, default: .value(.void)),
            ]) { _, call in
                guard case .view(var view) = call.receiver else {
                    throw ScriptError(.needsImage(call.name), at: call.position)
                }
                switch view.view {
                case .image(var image):
                    image.isResizable = true
                    view.view = .image(image)
                case .symbol(var symbol):
                    // A resizable symbol stretches to its frame, as in SwiftUI.
                    symbol.isResizable = true
                    view.view = .symbol(symbol)
                default:
                    throw ScriptError(.needsImage(call.name), at: call.position)
                }
                return .view(view)
            }
        ],
        "tabItem": [
            Overload([Parameter("label", .closure)]) { interpreter, call in
                var view = try receiverView(call)
                view.tabItem = try interpreter.buildViews(from: try call.callable(0), at: call.position)
                return .view(view)
            }
        ],
        "navigationTitle": [
            Overload([Parameter(nil, .string)]) { _, call in
                var view = try receiverView(call)
                view.navigationTitle = try call.string(0)
                return .view(view)
            }
        ],
        "navigationBarTitle": [
            Overload([Parameter(nil, .string), Parameter("displayMode", .ignored, default: .value(.void))]) { _, call in
                var view = try receiverView(call)
                view.navigationTitle = try call.string(0)
                return .view(view)
            }
        ],
        "navigationBarHidden": [
            Overload([Parameter(nil, .bool)]) { _, call in
                var view = try receiverView(call)
                view.hidesNavigationBar = try call.bool(0)
                return .view(view)
            }
        ],
    ]

    /// Implicit animations, transitions and the animator modifiers.
    private static let animationModifiers: [String: [Overload]] = [
        "animation": [
            modifier([Parameter(nil, .optional(.animation)), Parameter("value", .any)]) { call in
                .animation(try call.optional(0) { $0.asAnimation }, value: AnimationTrigger(call.value(1).triggerKey))
            },
            // The deprecated form: every change inside animates with it.
            modifier([Parameter(nil, .optional(.animation))]) { call in
                .animation(try call.optional(0) { $0.asAnimation }, value: nil)
            },
        ],
        "transition": [modifier([Parameter(nil, .transition)]) { call in .transition(try call.transition(0)) }],
        "keyframeAnimator": [
            Overload([
                Parameter("initialValue", .any), Parameter("trigger", .any), Parameter("content", .closure),
                Parameter("keyframes", .closure),
            ]) { interpreter, call in
                .view(
                    try interpreter.keyframeAnimator(
                        initialValue: call.value(0), trigger: call.value(1), repeating: false,
                        placeholder: try receiverView(call), content: try call.closure(2),
                        keyframes: try call.callable(3),
                        at: call.position))
            },
            Overload([
                Parameter("initialValue", .any), Parameter("repeating", .bool, default: .value(.bool(true))),
                Parameter("content", .closure), Parameter("keyframes", .closure),
            ]) { interpreter, call in
                .view(
                    try interpreter.keyframeAnimator(
                        initialValue: call.value(0), trigger: nil, repeating: try call.bool(1),
                        placeholder: try receiverView(call), content: try call.closure(2),
                        keyframes: try call.callable(3),
                        at: call.position))
            },
        ],
        "phaseAnimator": [
            Overload([
                Parameter(nil, .any), Parameter("trigger", .any), Parameter("content", .closure),
                Parameter("animation", .optional(.closure)),
            ]) { interpreter, call in
                .view(
                    try interpreter.phaseAnimator(
                        phases: call.value(0), trigger: call.value(1), placeholder: try receiverView(call),
                        content: try call.closure(2), animation: call.value(3) == .none ? nil : call.value(3),
                        at: call.position))
            },
            Overload([
                Parameter(nil, .any), Parameter("content", .closure), Parameter("animation", .optional(.closure)),
            ]) { interpreter, call in
                .view(
                    try interpreter.phaseAnimator(
                        phases: call.value(0), trigger: nil, placeholder: try receiverView(call),
                        content: try call.closure(1), animation: call.value(2) == .none ? nil : call.value(2),
                        at: call.position))
            },
        ],
    ]

    /// SwiftUI's default shadow colour: black at 33 % opacity.
    static let defaultShadowColor = Color(white: 0, alpha: 0.33)

    /// `.mask(view, alignment:)`, `.mask(alignment:) { view }` and the same forms of `overlay`,
    /// `background`, `inverseMask`; several views in the closure are stacked as in a ZStack.
    private static func viewArgumentOverloads(_ make: @escaping (SceneGraph.View, Alignment) -> Modifier) -> [Overload]
    {
        [
            modifier([Parameter(nil, .view), center]) { call in
                let alignment = try call.alignment(1)
                return make(try call.view(0).single(in: .z(alignment: alignment)).view, alignment)
            },
            Overload([center, content]) { interpreter, call in
                let view = try receiverView(call)
                let alignment = try call.alignment(0)
                let views = try interpreter.buildViews(from: try call.callable(1), at: call.position)
                return .view(
                    view.modified(make(ViewValue.group(views).single(in: .z(alignment: alignment)).view, alignment)))
            },
        ]
    }

    /// `.background(.blue)`, `.overlay(LinearGradient…)`: a shape style fills the frame.
    private static func styleArgumentOverload(_ make: @escaping (SceneGraph.View) -> Modifier) -> [Overload] {
        [
            modifier([
                Parameter(nil, .shapeStyle), Parameter("ignoresSafeAreaEdges", .edgeSet, default: .value(.edges(.all))),
            ]) {
                call in
                make(.shape(ShapeView(kind: .rectangle, drawing: .fill(try call.shapeStyle(0), rule: .nonZero))))
            }
        ]
    }

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
