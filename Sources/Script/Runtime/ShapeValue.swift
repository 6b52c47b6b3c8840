import SceneGraph

/// A shape value before it becomes a view: shape-only modifiers still apply.
struct ShapeValue: Equatable {
    var shape: ShapeView
    /// The modifier that painted the shape (`fill`, `stroke`, `strokeBorder`), if any.
    var paintedBy: String?
}
