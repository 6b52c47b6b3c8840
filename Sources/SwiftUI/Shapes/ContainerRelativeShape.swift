internal import SceneGraph

/// The shape of the container a view is in: the nearest `.containerShape(_:)` around it (a
/// widget's rounded rectangle inset by the widget's margins, in a widget's content), drawn in
/// the view's own frame; a rectangle where there is no container shape, as in iOS's app views.
///
/// iOS insets a container's rounded corners by how far the view is from the container's edges
/// (a view 8 pt inside a card with 20 pt corners gets 12 pt corners); here the container's
/// shape is drawn as it is in the view's frame, except in widgets, where the content's shape is
/// inset by the margins the content sits at.
public struct ContainerRelativeShape: Shape, ShapeLowering {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        ContainerShapeScope.current?.value.path(in: rect) ?? Path(.rect(rect.engine))
    }

    var shapeDescription: ShapeDescription {
        ContainerShapeScope.current?.value.description ?? ShapeDescription(outline: .builtin(.rectangle))
    }
}

extension ContainerRelativeShape: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(shape: self, amount: amount)
    }
}

/// The container shape of the view being lowered, while its shapes make their outlines (shapes
/// have no environment of their own): set from the environment by the views that draw or clip
/// to a shape.
enum ContainerShapeScope {
    @TaskLocal static var current: UncheckedSendable<any Shape>?

    /// `body` with the container shape of `environment` as the current one.
    static func with<Result>(_ environment: EnvironmentValues, _ body: () -> Result) -> Result {
        // Most views have no container shape: they skip binding the task-local value.
        if environment.containerShape == nil, current == nil { return body() }
        return $current.withValue(environment.containerShape, operation: body)
    }
}

private struct ContainerShapeKey: EnvironmentKey { static var defaultValue: UncheckedSendable<any Shape>? { nil } }

extension EnvironmentValues {
    /// The shape `ContainerRelativeShape` takes below (`.containerShape(_:)`); nil: a rectangle.
    var containerShape: UncheckedSendable<any Shape>? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
