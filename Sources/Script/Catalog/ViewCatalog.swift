import SceneGraph

/// The built-in views and their initializers. Adding a view is one entry here.
enum ViewCatalog {
    static let views: [String: [Overload]] = [
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
        "Text": [
            Overload([Parameter(nil, .string)]) { _, call in .view(ViewValue(view: .text(TextView(try call.string(0)))))
            },
            Overload([Parameter("verbatim", .string)]) { _, call in
                .view(ViewValue(view: .text(TextView(try call.string(0)))))
            },
        ],
        "Image": [
            Overload([Parameter(nil, .string)]) { _, call in
                let location = SourceLocation(line: call.position.line, column: call.position.column)
                return .view(ViewValue(view: .image(ImageView(name: try call.string(0), location: location))))
            },
            Overload([Parameter("systemName", .string)]) { _, call in
                throw ScriptError(.unsupportedView("Image(systemName:)"), at: call.position)
            },
        ],
        "Rectangle": [Overload([]) { _, _ in shape(.rectangle) }],
        "Circle": [Overload([]) { _, _ in shape(.circle) }],
        "Ellipse": [Overload([]) { _, _ in shape(.ellipse) }],
        "RoundedRectangle": [
            Overload([Parameter("cornerRadius", .number), cornerStyle]) { _, call in
                shape(.roundedRectangle(cornerRadius: try call.number(0), style: try call.cornerStyle(1)))
            }
        ],
        "Capsule": [Overload([cornerStyle]) { _, call in shape(.capsule(style: try call.cornerStyle(0))) }],
        "Spacer": [
            Overload([Parameter("minLength", .optional(.number))]) { _, call in
                .view(ViewValue(view: .spacer(minLength: try call.optional(0) { $0.number })))
            }
        ],
        "EmptyView": [Overload([]) { _, _ in .view(ViewValue(view: .empty)) }],
    ]

    static let names: [String] = views.keys.sorted()

    /// SwiftUI views the interpreter knows of but cannot build yet (a clear error, not a guess).
    static let unsupported: Set<String> = [
        "List", "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "GeometryReader", "ForEach", "Group", "Button", "Toggle", "Slider", "NavigationView", "NavigationStack",
        "TabView", "Form", "Section", "Path", "Label", "Link", "ProgressView", "Canvas", "TimelineView", "AnyView",
        "ViewThatFits", "Divider", "TextField", "SecureField", "Picker", "Stepper", "DatePicker", "Menu",
        "KeyframeAnimator", "PhaseAnimator", "ContainerRelativeShape", "UnevenRoundedRectangle", "AsyncImage",
    ]

    private static let content = Parameter("content", .closure)
    private static let cornerStyle = Parameter("style", .cornerStyle, default: .value(.cornerStyle(.circular)))

    private static func shape(_ kind: ShapeKind) -> Value {
        .shape(ShapeValue(shape: ShapeView(kind: kind)))
    }
}
