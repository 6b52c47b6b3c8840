import Geometry
import Raster
import SceneGraph

/// The built-in views and their initializers. Adding a view is one entry here.
enum ViewCatalog {
    static let views: [String: [Overload]] = stacks.merging(primitives) { a, _ in a }.merging(containers) { a, _ in a }
        .merging(animators) { a, _ in a }

    static let names: [String] = views.keys.sorted()

    /// SwiftUI views the interpreter knows of but cannot build yet (a clear error, not a guess).
    static let unsupported: Set<String> = [
        "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Toggle", "Slider",
        "Form", "Section", "Link", "ProgressView", "Canvas", "TimelineView", "AnyView", "ViewThatFits",
        "TextField", "SecureField", "TextEditor", "Picker", "Stepper", "DatePicker", "Menu",
        "ContainerRelativeShape", "UnevenRoundedRectangle", "AsyncImage", "NavigationLink",
        "NavigationSplitView", "ShareLink", "Gauge", "ControlGroup", "DisclosureGroup", "OutlineGroup",
    ]

    private static let content = Parameter("content", .closure)
    private static let cornerStyle = Parameter("style", .cornerStyle, default: .value(.cornerStyle(.circular)))

    private static func shape(_ kind: ShapeKind) -> Value {
        .shape(ShapeValue(shape: ShapeView(kind: kind)))
    }

    private static func location(_ call: Invocation) -> SourceLocation {
        SourceLocation(line: call.position.line, column: call.position.column)
    }

    // MARK: - Stacks

    private static let stacks: [String: [Overload]] = [
        "ZStack": [
            Overload([Parameter("alignment", .alignment, default: .value(.alignment(.center))), content]) {
                interpreter, call in
                let children = try interpreter.buildViews(from: try call.callable(1), at: call.position)
                return .view(.container(.z(alignment: try call.alignment(0)), children))
            }
        ],
        "HStack": [
            Overload([
                Parameter("alignment", .verticalAlignment, default: .value(.verticalAlignment(.center))),
                Parameter("spacing", .optional(.number)), content,
            ]) { interpreter, call in
                let children = try interpreter.buildViews(from: try call.callable(2), at: call.position)
                let stack = Stack.h(
                    alignment: try call.verticalAlignment(0), spacing: try call.optional(1) { $0.number })
                return .view(.container(stack, children))
            }
        ],
        "VStack": [
            Overload([
                Parameter("alignment", .horizontalAlignment, default: .value(.horizontalAlignment(.center))),
                Parameter("spacing", .optional(.number)), content,
            ]) { interpreter, call in
                let children = try interpreter.buildViews(from: try call.callable(2), at: call.position)
                let stack = Stack.v(
                    alignment: try call.horizontalAlignment(0), spacing: try call.optional(1) { $0.number })
                return .view(.container(stack, children))
            }
        ],
        "Group": [
            Overload([content]) { interpreter, call in
                .view(.group(try interpreter.buildViews(from: try call.callable(0), at: call.position)))
            }
        ],
        "ForEach": [
            // `id:` only matters for identity, which follows the element's position here.
            Overload([Parameter(nil, .any), Parameter("id", .any, default: .value(.void)), content]) {
                interpreter, call in
                let elements = try interpreter.sequenceElements(call.value(0), at: call.position)
                let body = try call.callable(2)
                var views: [ViewValue] = []
                for i in 0..<elements.count {
                    views += try interpreter.buildViews(from: body, arguments: [elements.element(i)], at: call.position)
                }
                return .view(.group(views))
            }
        ],
        "GeometryReader": [
            Overload([content]) { interpreter, call in .view(try interpreter.geometryReader(try call.closure(0))) }
        ],
        "ScrollView": [
            // Nothing scrolls in a rendered scene: the content shows at its start, clipped.
            Overload([
                Parameter(nil, .edgeSet, default: .value(.edges(.vertical))),
                Parameter("showsIndicators", .bool, default: .value(.bool(true))), content,
            ]) { interpreter, call in
                let views = try interpreter.buildViews(from: try call.callable(2), at: call.position)
                let body = ViewValue.group(views).single(in: .v(alignment: .center, spacing: nil))
                let horizontal = try call.edges(0) == .horizontal
                let fitted = body.modified(.fixedSize(horizontal: horizontal, vertical: !horizontal))
                let frame =
                    horizontal
                    ? FlexibleFrame(maxWidth: .infinity, alignment: .leading)
                    : FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                return .view(fitted.modified(.flexibleFrame(frame)).modified(.clipped))
            }
        ],
    ]

    // MARK: - Primitive views

    private static let primitives: [String: [Overload]] = [
        "Text": [
            Overload([Parameter(nil, .string)]) { _, call in .view(ViewValue(view: .text(TextView(try call.string(0)))))
            },
            Overload([Parameter("verbatim", .string)]) { _, call in
                .view(ViewValue(view: .text(TextView(try call.string(0)))))
            },
        ],
        "Image": [
            Overload([Parameter(nil, .string)]) { _, call in
                .view(ViewValue(view: .image(ImageView(name: try call.string(0), location: location(call)))))
            },
            Overload([Parameter("systemName", .string)]) { _, call in
                .view(ViewValue(view: .symbol(SymbolView(name: try call.string(0), location: location(call)))))
            },
        ],
        "Label": [
            Overload([Parameter(nil, .string), Parameter("systemImage", .string)]) { _, call in
                let icon = SceneGraph.View.symbol(SymbolView(name: try call.string(1), location: location(call)))
                return .view(
                    ViewValue(
                        view: .stack(.h(alignment: .center, spacing: nil), [icon, .text(TextView(try call.string(0)))]))
                )
            }
        ],
        "Rectangle": [Overload([]) { _, _ in shape(.rectangle) }],
        "Circle": [Overload([]) { _, _ in shape(.circle) }],
        "Ellipse": [Overload([]) { _, _ in shape(.ellipse) }],
        "RoundedRectangle": [
            Overload([Parameter("cornerRadius", .number), cornerStyle]) { _, call in
                shape(.roundedRectangle(cornerRadius: try call.number(0), style: try call.cornerStyle(1)))
            },
            Overload([Parameter("cornerSize", .size), cornerStyle]) { _, call in
                shape(.roundedRectangle(cornerRadius: try call.size(0).width, style: try call.cornerStyle(1)))
            },
        ],
        "Capsule": [Overload([cornerStyle]) { _, call in shape(.capsule(style: try call.cornerStyle(0))) }],
        "Path": [
            Overload([]) { _, _ in .path(Path()) },
            Overload([Parameter(nil, .rect)]) { _, call in .path(.rect(try call.rect(0))) },
            Overload([Parameter("roundedRect", .rect), Parameter("cornerRadius", .number), cornerStyle]) { _, call in
                .path(.roundedRect(try call.rect(0), cornerRadius: try call.number(1), style: try call.cornerStyle(2)))
            },
            Overload([Parameter("roundedRect", .rect), Parameter("cornerSize", .size), cornerStyle]) { _, call in
                .path(
                    .roundedRect(try call.rect(0), cornerRadius: try call.size(1).width, style: try call.cornerStyle(2))
                )
            },
            Overload([Parameter("ellipseIn", .rect)]) { _, call in .path(.ellipse(in: try call.rect(0))) },
            Overload([Parameter(nil, .closure)]) { interpreter, call in
                try interpreter.buildPath(try call.closure(0), at: call.position)
            },
        ],
        "Spacer": [
            Overload([Parameter("minLength", .optional(.number))]) { _, call in
                .view(ViewValue(view: .spacer(minLength: try call.optional(0) { $0.number })))
            }
        ],
        "Divider": [Overload([]) { _, _ in .view(ViewValue(view: Divider.horizontal, isDivider: true)) }],
        "EmptyView": [Overload([]) { _, _ in .view(ViewValue(view: .empty)) }],
    ]

    // MARK: - Animators

    private static let animators: [String: [Overload]] = [
        "KeyframeAnimator": [
            Overload([
                Parameter("initialValue", .any), Parameter("trigger", .any), content, Parameter("keyframes", .closure),
            ]) { interpreter, call in
                .view(
                    try interpreter.keyframeAnimator(
                        initialValue: call.value(0), trigger: call.value(1), repeating: false, placeholder: nil,
                        content: try call.closure(2), keyframes: try call.callable(3), at: call.position))
            },
            Overload([
                Parameter("initialValue", .any), Parameter("repeating", .bool, default: .value(.bool(true))), content,
                Parameter("keyframes", .closure),
            ]) { interpreter, call in
                .view(
                    try interpreter.keyframeAnimator(
                        initialValue: call.value(0), trigger: nil, repeating: try call.bool(1), placeholder: nil,
                        content: try call.closure(2), keyframes: try call.callable(3), at: call.position))
            },
        ],
        "PhaseAnimator": [
            Overload([
                Parameter(nil, .any), Parameter("trigger", .any), content, Parameter("animation", .optional(.closure)),
            ]) { interpreter, call in
                .view(
                    try interpreter.phaseAnimator(
                        phases: call.value(0), trigger: call.value(1), placeholder: nil, content: try call.closure(2),
                        animation: call.value(3) == .none ? nil : call.value(3), at: call.position))
            },
            Overload([Parameter(nil, .any), content, Parameter("animation", .optional(.closure))]) {
                interpreter, call in
                .view(
                    try interpreter.phaseAnimator(
                        phases: call.value(0), trigger: nil, placeholder: nil, content: try call.closure(1),
                        animation: call.value(2) == .none ? nil : call.value(2), at: call.position))
            },
        ],
    ]

    // MARK: - Controls and navigation

    private static let containers: [String: [Overload]] = [
        // A button draws its label, tinted with the accent colour; its action never runs.
        "Button": [
            Overload([Parameter("action", .closure), Parameter("label", .closure)]) { interpreter, call in
                let label = try interpreter.buildViews(from: try call.callable(1), at: call.position)
                return .view(accented(ViewValue.group(label).single(in: .v(alignment: .center, spacing: nil))))
            },
            Overload([Parameter(nil, .string), Parameter("action", .closure)]) { _, call in
                .view(accented(ViewValue(view: .text(TextView(try call.string(0))))))
            },
        ],
        "NavigationView": [Overload([content]) { interpreter, call in try navigation(interpreter, call) }],
        "NavigationStack": [Overload([content]) { interpreter, call in try navigation(interpreter, call) }],
        "TabView": [
            Overload([Parameter("selection", .any, default: .value(.none)), content]) { interpreter, call in
                let tabs = try interpreter.buildViews(from: try call.callable(1), at: call.position)
                return .view(TabBar.view(tabs: tabs.flatMap(\.flattened), selection: call.value(0)))
            }
        ],
    ]

    /// The accent colour (`Color.accentColor`, blue by default).
    static let accent = SystemColor.named("blue") ?? Color(red8: 0, green8: 122, blue8: 255)

    private static func accented(_ label: ViewValue) -> ViewValue {
        label.modified(.foregroundColor(accent))
    }

    /// NavigationView's content fills the screen; a `navigationTitle` inside it is drawn above as
    /// a large title (bold 34 pt, leading), below the empty 44 pt bar.
    private static func navigation(_ interpreter: Interpreter, _ call: Invocation) throws -> Value {
        let views = try interpreter.buildViews(from: try call.callable(0), at: call.position)
        let content = ViewValue.group(views).single(in: .v(alignment: .center, spacing: nil))
        var body = content.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        body.navigationTitle = nil
        guard let title = content.navigationTitle, !content.hidesNavigationBar else { return .view(body) }
        let heading = ViewValue(view: .text(TextView(title)))
            .modified(.font(.system(size: 34, weight: .bold)))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
            .modified(.padding(EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16)))
        return .view(.container(.v(alignment: .leading, spacing: 0), [heading, body]))
    }
}
